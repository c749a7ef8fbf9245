import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MFA_TOKEN_TTL_SECONDS } from "../../sessions/MfaService.ts";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { SoftwareAuthenticator } from "../../testing/SoftwareAuthenticator.ts";

const ORIGIN = "https://app.example";
const APP = "mfa-app";
let seq = 0;
const phone = () =>
  `+1415${String(3_000_000 + ((++seq * 7919 + (Date.now() % 100_000)) % 6_000_000)).padStart(7, "0")}`;

describe.each(backends())("mfa ($name)", (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      appId: APP,
      apps: [
        {
          id: APP,
          name: "MFA App",
          email_auth: true,
          sms_auth: true,
          passkey_auth: true,
          passkeys_for_signup_enabled: true,
          allowed_origins: [ORIGIN],
        },
      ],
    });
  });
  afterAll(() => t?.close());

  const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    t.post(`/api/v1/${path}`, body, { token, headers: { origin: ORIGIN, ...headers } });
  const user = async () => (await t.login(`mfa-${++seq}-${Date.now()}@example.com`)).token;
  const enrolSms = async (token: string) => {
    const number = phone();
    expect((await post("mfa/passwordless_sms/init", { phone_number: number }, token)).status).toBe(200);
    const enrolled = await post(
      "mfa/passwordless_sms/enroll",
      { phone_number: number, code: await t.readCode(number) },
      token,
    );
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    return number;
  };
  const verifySms = async (token: string, number: string) => {
    // A new code to the same number waits out the 30 s resend cooldown.
    t.clock.advance(31_000);
    expect((await post("mfa/passwordless_sms/init", {}, token)).status).toBe(200);
    return post("mfa/verify", { method: "sms", code: await t.readCode(number) }, token);
  };

  it("needs a session on every mfa route", async () => {
    const answer = await post("mfa/passwordless_sms/init", { phone_number: phone() });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe("missing_or_invalid_token");
  });

  it("enrols a number by SMS code, lists it, and verifies with a fresh code into a token", async () => {
    const token = await user();
    const number = await enrolSms(token);
    const me = await t.get("/api/v1/users/me", { token });
    expect(me.body.user?.mfa_methods ?? me.body.mfa_methods).toEqual(["sms"]);
    const list = await t.get("/api/v1/mfa", { token });
    expect(list.body).toEqual({ mfa_methods: ["sms"], methods: [{ method: "sms", hint: `•••${number.slice(-4)}` }] });

    const verified = await verifySms(token, number);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("keeps login codes and MFA codes apart, and answers missing_or_invalid_mfa for a wrong code", async () => {
    const token = await user();
    const number = await enrolSms(token);
    // A login code sent to the same number is no MFA code.
    await t.post("/api/v1/passwordless_sms/init", { phone_number: number });
    const loginCode = await t.readCode(number);
    t.clock.advance(31_000);
    expect((await post("mfa/passwordless_sms/init", {}, token)).status).toBe(200);
    expect(await t.readCode(number)).not.toBe(loginCode);
    const wrong = await post("mfa/verify", { method: "sms", code: loginCode }, token);
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("missing_or_invalid_mfa");
    const bad = await post("mfa/verify", { method: "sms", code: "12345" }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_data");
  });

  it("kills a code after 5 wrong tries", async () => {
    const token = await user();
    const number = await enrolSms(token);
    t.clock.advance(31_000);
    expect((await post("mfa/passwordless_sms/init", {}, token)).status).toBe(200);
    const code = await t.readCode(number);
    const other = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect((await post("mfa/verify", { method: "sms", code: other }, token)).status).toBe(401);
    expect((await post("mfa/verify", { method: "sms", code }, token)).body.code).toBe("missing_or_invalid_mfa");
  });

  it("needs an MFA token to add another method or unenrol once enrolled", async () => {
    const token = await user();
    const number = await enrolSms(token);
    const second = phone();
    await post("mfa/passwordless_sms/init", { phone_number: second }, token);
    const refused = await post(
      "mfa/passwordless_sms/enroll",
      { phone_number: second, code: await t.readCode(second) },
      token,
    );
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("missing_or_invalid_mfa");
    expect((await post("mfa/unenroll", { method: "sms" }, token)).body.code).toBe("missing_or_invalid_mfa");

    const proof = (await verifySms(token, number)).body.token;
    const removed = await post("mfa/unenroll", { method: "sms" }, token, { "foyer-mfa-token": proof });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ mfa_methods: [] });
  });

  it("binds the token to its session and lets it expire", async () => {
    const email = `mfa-s-${Date.now()}@example.com`;
    const first = (await t.login(email)).token;
    const number = await enrolSms(first);
    const proof = (await verifySms(first, number)).body.token;
    const second = (await t.login(email)).token;
    // Same user, another session: the proof does not travel.
    expect((await post("mfa/unenroll", { method: "sms" }, second, { "foyer-mfa-token": proof })).status).toBe(401);
    t.clock.advance((MFA_TOKEN_TTL_SECONDS + 1) * 1000);
    const expired = await post("mfa/unenroll", { method: "sms" }, first, { "foyer-mfa-token": proof });
    // Told apart from a wrong proof: the frame answers it as the wallet-proxy type mfa_timeout.
    expect(expired.body).toMatchObject({ code: "missing_or_invalid_mfa", reason: "expired" });
    const forged = await post("mfa/unenroll", { method: "sms" }, first, { "foyer-mfa-token": `${proof}x` });
    expect(forged.body.code).toBe("missing_or_invalid_mfa");
    expect(forged.body.reason).toBeUndefined();
  });

  it("enrols a linked passkey and verifies with it; other users' passkeys and replays are refused", async () => {
    const authenticator = new SoftwareAuthenticator();
    const init = await post("passkeys/register/init", {});
    const registered = await post("passkeys/register", {
      authenticator_response: authenticator.create({
        challenge: init.body.options.challenge,
        origin: ORIGIN,
        rpId: "app.example",
      }),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const token = registered.body.token as string;
    const ceremony = async (purpose: "enroll" | "verify", as = token) => {
      const options = await post("mfa/passkeys/init", { purpose }, as);
      expect(options.status, JSON.stringify(options.body)).toBe(200);
      expect(options.body.options.allowCredentials).toEqual([
        expect.objectContaining({ id: authenticator.credentialId }),
      ]);
      return authenticator.get({ challenge: options.body.options.challenge, origin: ORIGIN, rpId: "app.example" });
    };
    // Nothing enrolled yet: no passkey to verify with.
    expect((await post("mfa/passkeys/init", { purpose: "verify" }, token)).status).toBe(400);
    const enrolled = await post("mfa/passkeys/enroll", { passkey_response: await ceremony("enroll") }, token);
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    expect(enrolled.body).toEqual({ mfa_methods: ["passkey"] });

    const signed = await ceremony("verify");
    const verified = await post("mfa/verify", { method: "passkey", passkey_response: signed }, token);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(typeof verified.body.token).toBe("string");
    const replay = await post("mfa/verify", { method: "passkey", passkey_response: signed }, token);
    expect(replay.body.code).toBe("missing_or_invalid_mfa");

    // Another user cannot redeem this user's ceremony, nor enrol a passkey they do not hold.
    const stranger = await user();
    const stolen = await ceremony("verify");
    expect((await post("mfa/verify", { method: "passkey", passkey_response: stolen }, stranger)).status).toBe(401);
    expect((await post("mfa/passkeys/init", { purpose: "enroll" }, stranger)).status).toBe(400);
  });
});

describe("requireMfa", () => {
  it("passes apps that do not force MFA and checks the token for those that do", async () => {
    const { requireMfa } = await import("../../http/requireMfa.ts");
    const checked: string[] = [];
    const fake = {
      async checkToken(_app: unknown, _auth: unknown, token: string | undefined) {
        checked.push(token ?? "none");
        if (token !== "good") throw new Error("missing_or_invalid_mfa");
      },
    };
    const app = new Hono();
    app.use("*", async (c, next) => {
      // biome-ignore lint/suspicious/noExplicitAny: minimal context for the guard.
      (c as any).set("app", { id: "a", settings: { mfa_required: c.req.header("x-forced") === "1" } });
      // biome-ignore lint/suspicious/noExplicitAny: minimal context for the guard.
      (c as any).set("auth", { userId: "u", sessionId: "s" });
      await next();
    });
    // biome-ignore lint/suspicious/noExplicitAny: the fake covers what the guard calls.
    app.get("/x", requireMfa(fake as any) as any, (c) => c.text("ok"));
    app.onError((_e, c) => c.text("refused", 401));
    expect((await app.request("/x")).status).toBe(200);
    expect((await app.request("/x", { headers: { "x-forced": "1" } })).status).toBe(401);
    expect((await app.request("/x", { headers: { "x-forced": "1", "foyer-mfa-token": "good" } })).status).toBe(200);
    expect(checked).toEqual(["none", "good"]);
  });
});
