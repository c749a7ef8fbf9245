import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const INIT = "/api/v1/passwordless/init";
const AUTH = "/api/v1/passwordless/authenticate";
let serial = 0;
const unique = () => `${++serial}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(backends())("gates after sign-in: allowlist, user cap, terms ($name)", (backend) => {
  let t: TestServer;

  /** init + code + authenticate on `appId`, answering the raw authenticate response. */
  async function signIn(address: string, appId: string) {
    const init = await t.post(INIT, { email: address }, { appId });
    if (init.status !== 200) throw new Error(`init ${init.status} ${JSON.stringify(init.body)}`);
    return t.post(AUTH, { email: address, code: await t.readCode(address) }, { appId });
  }

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      apps: [
        {
          id: "listed",
          sms_auth: true,
          allowlist: {
            enabled: true,
            entries: [
              { type: "email", value: "Ada@Listed.example" },
              { type: "email_domain", value: "corp.example" },
              { type: "phone", value: "+15550100" },
              { type: "phone", value: "+1 415 555 0100" },
            ],
          },
          allowlist_config: { error_title: "Invite only", error_detail: null, cta_text: null, cta_link: null },
        },
        { id: "unlisted-off", allowlist: { enabled: false, entries: [] } },
        { id: "capped", max_users: 5 },
      ],
    });
  });
  afterAll(() => t?.close());

  it("allowlist: codes go out to anyone (the list is not revealed), sign-in only for listed emails and domains", async () => {
    const stranger = `stranger-${unique()}@elsewhere.example`;
    const init = await t.post(INIT, { email: stranger }, { appId: "listed" });
    expect(init.status).toBe(200);
    const refused = await t.post(AUTH, { email: stranger, code: await t.readCode(stranger) }, { appId: "listed" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("allowlist_rejected");

    const wrongCode = await t.post(AUTH, { email: stranger, code: "000000" }, { appId: "listed" });
    expect(wrongCode.body.code).not.toBe("allowlist_rejected");

    for (const address of ["ada@listed.example", "ADA@listed.example", `x-${unique()}@corp.example`]) {
      t.clock.advance(31_000);
      const ok = await signIn(address, "listed");
      expect(ok.status).toBe(200);
    }
    for (const address of [`y-${unique()}@sub.corp.example`, `corp.example-${unique()}@evil.example`]) {
      const no = await signIn(address, "listed");
      expect(no.status).toBe(403);
      expect(no.body.code).toBe("allowlist_rejected");
    }
    // The public config carries the screen texts, never the entries.
    const config = await t.get("/api/v1/apps/listed", { appId: "listed" });
    expect(config.body.allowlist_config.error_title).toBe("Invite only");
    expect(JSON.stringify(config.body)).not.toContain("corp.example");
  });

  it("allowlist: phone sign-in, and a phone update, pass the same gate", async () => {
    const sms = async (path: string, body: Record<string, unknown>, token?: string) =>
      t.post(`/api/v1/passwordless_sms/${path}`, body, { appId: "listed", token });
    const listed = "+14155550100";
    const outsider = "+14155550199";
    await sms("init", { phone_number: outsider });
    const refused = await sms("authenticate", { phone_number: outsider, code: await t.readCode(outsider) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("allowlist_rejected");

    await sms("init", { phone_number: listed });
    const ok = await sms("authenticate", { phone_number: listed, code: await t.readCode(listed) });
    expect(ok.status).toBe(200);

    t.clock.advance(31_000);
    await sms("init", { phone_number: outsider });
    const code = await t.readCode(outsider);
    const update = await sms("update", { old_phone_number: listed, new_phone_number: outsider, code }, ok.body.token);
    expect(update.status).toBe(403);
    expect(update.body.code).toBe("allowlist_rejected");
  });

  it("allowlist: a disabled list lets everyone in", async () => {
    expect((await signIn(`anyone-${unique()}@example.com`, "unlisted-off")).status).toBe(200);
  });

  it("allowlist: link and update to an unlisted email are refused too", async () => {
    const member = `member-${unique()}@corp.example`;
    const { token } = (await signIn(member, "listed")).body;
    const outsider = `out-${unique()}@elsewhere.example`;
    await t.post(INIT, { email: outsider }, { appId: "listed" });
    const code = await t.readCode(outsider);
    const link = await t.post("/api/v1/passwordless/link", { email: outsider, code }, { appId: "listed", token });
    expect(link.status).toBe(403);
    expect(link.body.code).toBe("allowlist_rejected");
    const update = await t.post(
      "/api/v1/passwordless/update",
      { old_address: member, new_address: outsider, code },
      { appId: "listed", token },
    );
    expect(update.status).toBe(403);
    expect(update.body.code).toBe("allowlist_rejected");
    const me = await t.get("/api/v1/users/me", { appId: "listed", token });
    expect(me.body.user.linked_accounts.map((a: { address: string }) => a.address)).toEqual([member]);
  });

  it("user cap: 12 parallel signups against max_users 5 create exactly 5 users", async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `cap-${i}-${unique()}@example.com`);
    for (const address of addresses) {
      expect((await t.post(INIT, { email: address }, { appId: "capped" })).status).toBe(200);
    }
    const codes = await Promise.all(addresses.map((address) => t.readCode(address)));
    const answers = await Promise.all(
      addresses.map((address, i) => t.post(AUTH, { email: address, code: codes[i] }, { appId: "capped" })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe("max_accounts_reached");
    }
    const [row] = await t.started.server.db.select({ n: count() }).from(users).where(eq(users.appId, "capped"));
    expect(row?.n).toBe(5);

    // Existing users still sign in; only new ones are refused.
    const admitted = addresses[answers.findIndex((a) => a.status === 200)] ?? "";
    t.clock.advance(31_000);
    expect((await signIn(admitted, "capped")).status).toBe(200);
    // Other apps are not affected by this app's cap.
    expect((await signIn(`free-${unique()}@example.com`, "foyer-dev")).status).toBe(200);
  });

  it("no-signup: an unknown email answers 404 user_does_not_exist", async () => {
    const address = `nobody-${unique()}@example.com`;
    await t.post(INIT, { email: address });
    const answer = await t.post(AUTH, { email: address, code: await t.readCode(address), mode: "no-signup" });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("user_does_not_exist");
  });

  it("terms: accept_terms flips has_accepted_terms for good", async () => {
    const { user, token } = await t.login(`terms-${unique()}@example.com`);
    expect(user.has_accepted_terms).toBe(false);
    const accepted = await t.post("/api/v1/users/me/accept_terms", {}, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.has_accepted_terms).toBe(true);
    expect((await t.get("/api/v1/users/me", { token })).body.user.has_accepted_terms).toBe(true);
    expect((await t.post("/api/v1/users/me/accept_terms", {})).status).toBe(401);
  });
});
