// The statement budgets of DESIGN.md ("Performance budgets"), counted over real HTTP: every statement the
// server sends to its database, BEGIN and COMMIT included, is one round trip. Production mode with real
// SMTP, so no dev-only store (the dev mailbox) is counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../testing/backends.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { type SmtpInbox, startSmtpInbox } from "../testing/startSmtpInbox.ts";

describe.each(backends())("SQL round trips per request ($name)", (backend) => {
  let t: TestServer;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestServer({
      backend,
      mode: "production",
      secret: "round-trips-secret-long-enough",
      smtp: { url: inbox.url, from: "Rounds <login@rounds.example>" },
      apps: [{ id: "rounds", name: "Rounds" }],
      appId: "rounds",
      pruneIntervalMs: false,
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  /** The statements `work` sent (each on a line, for a readable failure). */
  async function counted(work: () => Promise<unknown>): Promise<string[]> {
    t.statements.length = 0;
    await work();
    return t.statements.splice(0).map((sql) => sql.replace(/\s+/g, " "));
  }

  async function login(email: string) {
    const init = await t.post("/api/v1/passwordless/init", { email });
    expect(init.status).toBe(200);
    const auth = await t.post("/api/v1/passwordless/authenticate", { email, code: await inbox.code(email) });
    expect(auth.status).toBe(200);
    return auth.body;
  }

  it("an email login (init and authenticate) takes at most 8, for a new user and a returning one", async () => {
    // The first request of an app reads its configuration; from then on it is served from memory.
    await t.get("/api/v1/apps/rounds");
    const first = await counted(() => login("new@rounds.example"));
    expect(first.length, first.join("\n")).toBeLessThanOrEqual(8);
    t.clock.advance(31_000); // past the resend cooldown
    const again = await counted(() => login("new@rounds.example"));
    expect(again.length, again.join("\n")).toBeLessThanOrEqual(8);
  });

  it("a refresh takes at most 3, rotating the token in one statement or one transaction", async () => {
    const { refresh_token } = await login("refresh@rounds.example");
    const sent = await counted(async () => {
      const res = await t.post("/api/v1/sessions", { refresh_token });
      expect(res.status).toBe(200);
      expect(res.body.refresh_token).not.toBe(refresh_token);
    });
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(3);
    const rotation = sent.filter((sql) => /refresh_tokens/.test(sql));
    const inOne = rotation.length === 1 && /update/i.test(rotation[0] ?? "") && /insert/i.test(rotation[0] ?? "");
    const inTransaction = sent.includes("BEGIN") && sent.includes("COMMIT");
    expect(inOne || inTransaction, sent.join("\n")).toBe(true);
  });

  it("a session read (GET users/me) takes at most 2", async () => {
    const { token } = await login("me@rounds.example");
    const sent = await counted(async () => {
      const res = await t.get("/api/v1/users/me", { token });
      expect(res.status).toBe(200);
      expect(res.body.user.linked_accounts[0].address).toBe("me@rounds.example");
    });
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(2);
  });

  it("the app's configuration is read from memory: GET apps/{id} sends no statement", async () => {
    await t.get("/api/v1/apps/rounds");
    const sent = await counted(async () => {
      const res = await t.get("/api/v1/apps/rounds");
      expect(res.status).toBe(200);
      expect(res.body.name).toBe("Rounds");
    });
    expect(sent, sent.join("\n")).toEqual([]);
  });
});
