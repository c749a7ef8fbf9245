import { createServer } from "node:net";
import { solveChallenge } from "altcha-lib/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { type FakeSiteverify, startFakeSiteverify } from "../../testing/fakeSiteverify.ts";

const INIT = "/api/v1/passwordless/init";
const CHALLENGE = "/api/v1/captcha/altcha/challenge";
let serial = 0;
const email = (tag: string) => `${tag}-${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(backends())("captcha ($name)", (backend) => {
  let t: TestServer;
  let turnstile: FakeSiteverify;
  let hcaptcha: FakeSiteverify;

  /** Fetches a challenge for `appId` and solves it the way the browser does (altcha-lib v1). */
  async function altchaToken(appId = "altcha-app"): Promise<string> {
    const challenge = (await t.get(CHALLENGE, { appId })).body;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    if (!solution) throw new Error("no solution");
    const payload = { ...challenge, number: solution.number };
    delete payload.maxnumber;
    return Buffer.from(JSON.stringify(payload)).toString("base64");
  }

  beforeAll(async () => {
    turnstile = await startFakeSiteverify("timeout-or-duplicate");
    hcaptcha = await startFakeSiteverify("invalid-or-already-seen-response");
    const down = `http://127.0.0.1:${await closedPort()}/siteverify`;
    const siteverifyApp = (id: string, provider: "turnstile" | "hcaptcha", url: string) => ({
      id,
      captcha_enabled: true,
      captcha_provider: provider,
      captcha_site_key: `${provider}-site-key`,
      captcha_secret: `${provider}-secret`,
      captcha_siteverify_url: url,
    });
    t = await createTestServer({
      backend,
      captchaTimeoutMs: 300,
      apps: [
        {
          id: "altcha-app",
          captcha_enabled: true,
          captcha_altcha_maxnumber: 2000,
          sms_auth: true,
          guest_accounts_enabled: true,
        },
        { id: "altcha-other", captcha_enabled: true, captcha_altcha_maxnumber: 2000 },
        siteverifyApp("turnstile-app", "turnstile", turnstile.url),
        siteverifyApp("hcaptcha-app", "hcaptcha", hcaptcha.url),
        siteverifyApp("down-app", "turnstile", down),
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await turnstile?.close();
    await hcaptcha?.close();
  });

  it("exposes captcha_provider and the site key, never a secret or a server-only setting", async () => {
    const dev = await t.get("/api/v1/apps/foyer-dev");
    expect(dev.body).toMatchObject({ captcha_enabled: false, captcha_provider: null });
    const altcha = await t.get("/api/v1/apps/altcha-app", { appId: "altcha-app" });
    expect(altcha.body).toMatchObject({ captcha_enabled: true, captcha_provider: "altcha", captcha_site_key: null });
    const ts = await t.get("/api/v1/apps/turnstile-app", { appId: "turnstile-app" });
    expect(ts.body).toMatchObject({ captcha_provider: "turnstile", captcha_site_key: "turnstile-site-key" });
    const text = JSON.stringify([altcha.body, ts.body]);
    for (const hidden of ["turnstile-secret", "siteverify", "captcha_secret", "maxnumber", 'allowlist":{"enabled']) {
      expect(text).not.toContain(hidden);
    }
  });

  it("refuses to start with a siteverify provider but no secret, or a malformed allowlist", async () => {
    await expect(
      createTestServer({ backend, apps: [{ id: "no-secret", captcha_enabled: true, captcha_provider: "turnstile" }] }),
    ).rejects.toThrow(/captcha_secret/);
    await expect(
      createTestServer({
        backend,
        apps: [{ id: "bad-list", allowlist: { enabled: true, entries: [{ type: "twitter" as never, value: "x" }] } }],
      }),
    ).rejects.toThrow(/bad-list/);
  });

  it("serves ALTCHA challenges only to apps whose captcha is ALTCHA", async () => {
    for (const appId of ["foyer-dev", "turnstile-app"]) {
      const refused = await t.get(CHALLENGE, { appId });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("captcha_disabled");
    }
    const challenge = await t.get(CHALLENGE, { appId: "altcha-app" });
    expect(challenge.status).toBe(200);
    expect(Object.keys(challenge.body).sort()).toEqual(["algorithm", "challenge", "maxnumber", "salt", "signature"]);
    expect(challenge.body).toMatchObject({ algorithm: "SHA-256", maxnumber: 2000 });
    expect(challenge.body.salt).toMatch(/[?&]expires=\d+/);
  });

  it("ALTCHA: init needs a solved token; each token works once; nothing is sent without one", async () => {
    const address = email("altcha");
    const missing = await t.post(INIT, { email: address }, { appId: "altcha-app" });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("invalid_captcha");
    expect(await t.mailbox(address)).toEqual([]);

    const garbage = await t.post(INIT, { email: address, captcha_token: "bm90IGpzb24=" }, { appId: "altcha-app" });
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe("captcha_failure");

    const token = await altchaToken();
    const payload = JSON.parse(Buffer.from(token, "base64").toString());
    const wrongNumber = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString("base64");
    const tampered = await t.post(INIT, { email: address, captcha_token: wrongNumber }, { appId: "altcha-app" });
    expect(tampered.body.code).toBe("captcha_failure");

    const ok = await t.post(INIT, { email: address, captcha_token: token }, { appId: "altcha-app" });
    expect(ok.status).toBe(200);
    expect((await t.mailbox(address)).length).toBe(1);

    const replay = await t.post(INIT, { email: email("altcha-replay"), captcha_token: token }, { appId: "altcha-app" });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("invalid_captcha");
  });

  it("phone codes and guest sign-in need a token too (every init that sends a code or creates a session)", async () => {
    const app = { appId: "altcha-app" };
    const sms = await t.post("/api/v1/passwordless_sms/init", { phone_number: "+14155550123" }, app);
    expect(sms.status).toBe(400);
    expect(sms.body.code).toBe("invalid_captcha");
    const guest = await t.post("/api/v1/guest/authenticate", {}, app);
    expect(guest.status).toBe(400);
    expect(guest.body.code).toBe("invalid_captcha");

    const smsOk = await t.post(
      "/api/v1/passwordless_sms/init",
      { phone_number: "+14155550123", captcha_token: await altchaToken() },
      app,
    );
    expect(smsOk.status).toBe(200);
    const guestOk = await t.post("/api/v1/guest/authenticate", { captcha_token: await altchaToken() }, app);
    expect(guestOk.status).toBe(200);
    expect(guestOk.body.user.is_guest).toBe(true);
  });

  it("ALTCHA: a token is spent once even when submitted in parallel", async () => {
    const token = await altchaToken();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.post(INIT, { email: email(`parallel-${i}`), captcha_token: token }, { appId: "altcha-app" }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === "invalid_captcha")).toHaveLength(5);
  });

  it("ALTCHA: a challenge expires after 10 minutes and only verifies for its own app", async () => {
    const late = await altchaToken();
    t.clock.advance(10 * 60_000 + 1_000);
    const expired = await t.post(INIT, { email: email("late"), captcha_token: late }, { appId: "altcha-app" });
    expect(expired.body.code).toBe("invalid_captcha");

    const foreign = await altchaToken("altcha-other");
    const wrongApp = await t.post(INIT, { email: email("foreign"), captcha_token: foreign }, { appId: "altcha-app" });
    expect(wrongApp.body.code).toBe("captcha_failure");
    const rightApp = await t.post(INIT, { email: email("own"), captcha_token: foreign }, { appId: "altcha-other" });
    expect(rightApp.status).toBe(200);
  });

  it("sign-in continues with the code alone, and refreshing a session needs no captcha", async () => {
    const address = email("refresh");
    await t.post(INIT, { email: address, captcha_token: await altchaToken() }, { appId: "altcha-app" });
    const auth = await t.post(
      "/api/v1/passwordless/authenticate",
      { email: address, code: await t.readCode(address) },
      { appId: "altcha-app" },
    );
    expect(auth.status).toBe(200);
    const refreshed = await t.post(
      "/api/v1/sessions",
      { refresh_token: auth.body.refresh_token },
      { appId: "altcha-app" },
    );
    expect(refreshed.status).toBe(200);
  });

  it("rejects captcha tokens that are not strings or too long", async () => {
    for (const captcha_token of [42, "", "x".repeat(5000)]) {
      const answer = await t.post(INIT, { email: email("bad"), captcha_token }, { appId: "altcha-app" });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("invalid_data");
    }
  });

  it.each([
    ["turnstile-app", () => turnstile, false],
    ["hcaptcha-app", () => hcaptcha, true],
  ] as const)(
    "%s: siteverify gets the documented form; success, failure, duplicate, replay",
    async (appId, fake, sitekey) => {
      const server = fake();
      const before = server.requests.length;
      const token = `pass-${Math.random()}`;
      const ok = await t.post(INIT, { email: email(appId), captcha_token: token }, { appId });
      expect(ok.status).toBe(200);
      const request = server.requests[before];
      expect(request).toMatchObject({
        method: "POST",
        secret: appId === "turnstile-app" ? "turnstile-secret" : "hcaptcha-secret",
        response: token,
        remoteip: "127.0.0.1",
      });
      expect(request?.content_type).toContain("application/x-www-form-urlencoded");
      if (sitekey) expect(request?.sitekey).toBe("hcaptcha-site-key");
      else expect(request).not.toHaveProperty("sitekey");

      // The provider would accept it again here; the spent-token record refuses it.
      const replay = await t.post(INIT, { email: email(appId), captcha_token: token }, { appId });
      expect(replay.body.code).toBe("invalid_captcha");

      const failed = await t.post(INIT, { email: email(appId), captcha_token: "bot-1" }, { appId });
      expect(failed.status).toBe(400);
      expect(failed.body.code).toBe("captcha_failure");
      const duplicate = await t.post(INIT, { email: email(appId), captcha_token: "used-1" }, { appId });
      expect(duplicate.body.code).toBe("invalid_captcha");
      const missing = await t.post(INIT, { email: email(appId) }, { appId });
      expect(missing.body.code).toBe("invalid_captcha");
      // pass, replay, bot, used: a missing token never reaches the provider.
      expect(server.requests.length).toBe(before + 4);
    },
  );

  it("a provider that errs, hangs or cannot be reached gives captcha_failure and sends nothing", async () => {
    for (const [appId, token] of [
      ["turnstile-app", "boom-1"],
      ["turnstile-app", "hang-1"],
      ["down-app", "pass-2"],
    ]) {
      const address = email("down");
      const answer = await t.post(INIT, { email: address, captcha_token: token }, { appId });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("captcha_failure");
      expect(await t.mailbox(address)).toEqual([]);
    }
  });
});
