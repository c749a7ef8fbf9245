// Captcha before every captcha-protected call of every method (issue 18): OAuth, passkey and Telegram sign-ins
// start with a token too, and still answer without one when the app has captcha off. Fails if a check is removed.
import { solveChallenge } from "altcha-lib/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "http://localhost:5173";
const oauthInit = (token?: string) => ({
  provider: "google",
  redirect_to: `${ORIGIN}/`,
  code_challenge: "a".repeat(43),
  state_code: "b".repeat(32),
  ...(token === undefined ? {} : { captcha_token: token }),
});
const telegramBody = (token?: string) => ({
  telegram_auth_result: { id: 1, first_name: "Ada", auth_date: 1, hash: "0".repeat(64) },
  ...(token === undefined ? {} : { captcha_token: token }),
});

describe.each(backends())("captcha on every init ($name)", (backend) => {
  let t: TestServer;
  const app = (id: string, captcha: boolean) => ({
    id,
    allowed_origins: [ORIGIN],
    captcha_enabled: captcha,
    captcha_altcha_maxnumber: 2000,
    google_oauth: true,
    passkey_auth: true,
    passkeys_for_signup_enabled: true,
    telegram_auth: true,
  });

  async function altchaToken(appId: string): Promise<string> {
    const challenge = (await t.get("/api/v1/captcha/altcha/challenge", { appId })).body;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    if (!solution) throw new Error("no solution");
    const payload = { ...challenge, number: solution.number };
    delete payload.maxnumber;
    return Buffer.from(JSON.stringify(payload)).toString("base64");
  }

  beforeAll(async () => {
    t = await createTestServer({ backend, apps: [app("guarded", true), app("open", false)] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const calls: [string, (token?: string) => Record<string, unknown>][] = [
    ["/api/v1/oauth/init", oauthInit],
    ["/api/v1/passkeys/authenticate/init", (token) => (token === undefined ? {} : { captcha_token: token })],
    ["/api/v1/passkeys/register/init", (token) => (token === undefined ? {} : { captcha_token: token })],
    ["/api/v1/telegram/authenticate", telegramBody],
  ];

  it.each(calls)("%s refuses a missing or junk token when the app has captcha on", async (path, body) => {
    const missing = await t.post(path, body(), { appId: "guarded", headers: { origin: ORIGIN } });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("invalid_captcha");
    const junk = await t.post(path, body("junk"), { appId: "guarded", headers: { origin: ORIGIN } });
    expect(junk.body.code).toBe("captcha_failure");
  });

  it.each(calls)(
    "%s gets past the captcha with a solved token, and needs none with captcha off",
    async (path, body) => {
      const solved = await t.post(path, body(await altchaToken("guarded")), {
        appId: "guarded",
        headers: { origin: ORIGIN },
      });
      expect(["invalid_captcha", "captcha_failure"]).not.toContain(solved.body.code);
      const open = await t.post(path, body(), { appId: "open", headers: { origin: ORIGIN } });
      expect(["invalid_captcha", "captcha_failure"]).not.toContain(open.body.code);
    },
  );

  it("a Telegram Mini App's seamless sign-in is not asked for a token (no screen to solve one on)", async () => {
    const miniApp = await t.post(
      "/api/v1/telegram/authenticate",
      { telegram_web_app_data: "query_id=x&user=%7B%7D&auth_date=1&hash=00" },
      { appId: "guarded", headers: { origin: ORIGIN } },
    );
    expect(["invalid_captcha", "captcha_failure"]).not.toContain(miniApp.body.code);
  });
});
