import { createHash, randomBytes } from "node:crypto";
import { CloudKitPrivateDatabase, GoogleDriveAppData } from "@foyer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { devOidcSignIn } from "../../testing/devOidcSignIn.ts";

const ORIGIN = "https://app.example";
const P = "/api/v1/recovery/oauth";
const pkce = () => {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
};
const state = () => randomBytes(16).toString("base64url");

describe("recovery OAuth with the dev stand-ins (Google Drive, CloudKit)", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({
      appId: "rec-app",
      apps: [{ id: "rec-app", name: "Recovery App", email_auth: true, allowed_origins: [ORIGIN] }],
    });
  });
  afterAll(() => t?.close());
  const user = async () => (await t.login(`rec-${Date.now()}-${Math.random()}@example.com`)).token;

  /** init → dev sign-in as `name` → authenticate: the Drive access token and the stand-in's base URL. */
  async function driveToken(token: string, name: string) {
    const { verifier, challenge } = pkce();
    const stateCode = state();
    const init = await t.post(
      `${P}/init`,
      { redirect_to: `${ORIGIN}/cb`, code_challenge: challenge, state_code: stateCode },
      { token },
    );
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const url = new URL(init.body.url);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const { redirect } = await devOidcSignIn(init.body.url, { name });
    expect(redirect.searchParams.get("state")).toBe(stateCode);
    const auth = await t.post(
      `${P}/authenticate`,
      {
        authorization_code: redirect.searchParams.get("code"),
        state_code: stateCode,
        code_verifier: verifier,
        provider: "google-drive",
      },
      { token },
    );
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    return auth.body as { access_token: string; api_base_url: string };
  }

  it("gets a Drive token and keeps a recovery key in the user's appDataFolder, invisible to another user", async () => {
    const token = await user();
    const drive = await driveToken(token, "Drive Owner");
    expect(drive.api_base_url).toBe(`${t.url}/dev/google-drive`);
    const client = new GoogleDriveAppData({ accessToken: drive.access_token, baseUrl: drive.api_base_url });
    expect(await client.read("foyer-recovery-0xabc.key")).toBeNull();
    await client.write("foyer-recovery-0xabc.key", "key-one");
    await client.write("foyer-recovery-0xabc.key", "key-two");
    expect(await client.read("foyer-recovery-0xabc.key")).toBe("key-two");

    const other = await driveToken(await user(), "Someone Else");
    const stranger = new GoogleDriveAppData({ accessToken: other.access_token, baseUrl: other.api_base_url });
    expect(await stranger.read("foyer-recovery-0xabc.key")).toBeNull();
    const forged = new GoogleDriveAppData({ accessToken: "not-a-token", baseUrl: drive.api_base_url });
    await expect(forged.read("foyer-recovery-0xabc.key")).rejects.toMatchObject({ details: { status: 401 } });
  });

  it("refuses a state of another user, a replayed state, a wrong verifier and a foreign redirect", async () => {
    const token = await user();
    const { verifier, challenge } = pkce();
    const stateCode = state();
    const init = await t.post(
      `${P}/init`,
      { redirect_to: `${ORIGIN}/cb`, code_challenge: challenge, state_code: stateCode },
      { token },
    );
    const { redirect } = await devOidcSignIn(init.body.url, { name: "Victim" });
    const code = redirect.searchParams.get("code");
    const intruder = await t.post(
      `${P}/authenticate`,
      { authorization_code: code, state_code: stateCode, code_verifier: verifier, provider: "google-drive" },
      { token: await user() },
    );
    expect(intruder.body.code).toBe("oauth_unexpected");
    // The state was spent by that attempt: single use.
    const replay = await t.post(
      `${P}/authenticate`,
      { authorization_code: code, state_code: stateCode, code_verifier: verifier, provider: "google-drive" },
      { token },
    );
    expect(replay.body.code).toBe("oauth_unexpected");

    const s2 = state();
    const p2 = pkce();
    const init2 = await t.post(
      `${P}/init`,
      { redirect_to: `${ORIGIN}/cb`, code_challenge: p2.challenge, state_code: s2 },
      { token },
    );
    const r2 = await devOidcSignIn(init2.body.url, { name: "Victim" });
    const wrongVerifier = await t.post(
      `${P}/authenticate`,
      {
        authorization_code: r2.redirect.searchParams.get("code"),
        state_code: s2,
        code_verifier: pkce().verifier,
        provider: "google-drive",
      },
      { token },
    );
    expect(wrongVerifier.status).toBe(401);
    expect(wrongVerifier.body).toEqual({ error: "Invalid code during OAuth flow.", code: "invalid_credentials" });

    const foreign = await t.post(
      `${P}/init`,
      { redirect_to: "https://evil.example/cb", code_challenge: challenge, state_code: state() },
      { token },
    );
    expect(foreign.status).toBe(400);
    expect((await t.post(`${P}/init`, { redirect_to: `${ORIGIN}/cb` }, { token })).body.code).toBe("invalid_data");
    expect(
      (await t.post(`${P}/init`, { redirect_to: `${ORIGIN}/cb`, code_challenge: challenge, state_code: state() }))
        .status,
    ).toBe(401);
  });

  it("the CloudKit stand-in answers users/caller as CloudKit does and can post the session message", async () => {
    const caller = await fetch(
      `${t.url}/dev/cloudkit/database/1/iCloud.dev.foyer/development/public/users/caller?ckAPIToken=foyer-dev-cloudkit-token`,
    );
    expect(caller.status).toBe(421);
    expect(await caller.json()).toMatchObject({
      serverErrorCode: "AUTHENTICATION_REQUIRED",
      redirectURL: expect.any(String),
    });
    const posted = await fetch(`${t.url}/dev/cloudkit/signin`, {
      method: "POST",
      body: new URLSearchParams({
        apple_id: "ada@icloud.example",
        redirect_to: `${ORIGIN}/cb`,
        callback: "postMessage",
      }),
    });
    const html = await posted.text();
    expect(html).toContain("window.opener.postMessage(");
    expect(html).toContain('"ckWebAuthToken"');
    expect(html).toContain('"ckSession"');
    expect(html).toContain(JSON.stringify(ORIGIN));
  });

  it("signs in to the CloudKit stand-in and keeps a record in the user's private database", async () => {
    const token = await user();
    const stateCode = state();
    const init = await t.post(
      `${P}/init_icloud`,
      { client_type: "web", redirect_to: `${ORIGIN}/cb`, state_code: stateCode },
      { token },
    );
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const page = await fetch(init.body.url);
    expect(await page.text()).toContain("Dev iCloud sign-in");
    const signedIn = await fetch(`${t.url}/dev/cloudkit/signin`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ apple_id: "ada@icloud.example", redirect_to: `${ORIGIN}/cb` }),
    });
    // CloudKit's URL-redirect callback: the web auth token (and session), no OAuth state.
    const back = new URL(signedIn.headers.get("location") ?? "");
    expect([...back.searchParams.keys()].sort()).toEqual(["ckSession", "ckWebAuthToken"]);
    expect(back.searchParams.get("ckWebAuthToken")).toMatch(/[+/=]/);
    const auth = await t.post(
      `${P}/authenticate`,
      { authorization_code: back.searchParams.get("ckWebAuthToken"), state_code: stateCode, provider: "icloud" },
      { token },
    );
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    const { cloudkit } = auth.body as {
      cloudkit: { container: string; environment: "development"; api_token: string };
    };
    const db = new CloudKitPrivateDatabase({
      container: cloudkit.container,
      environment: cloudkit.environment,
      apiToken: cloudkit.api_token,
      webAuthToken: auth.body.access_token,
      baseUrl: auth.body.api_base_url,
    });
    expect(await db.lookup("foyer-recovery-0xabc")).toBeNull();
    await db.save("foyer-recovery-0xabc", "icloud-key");
    expect(await db.lookup("foyer-recovery-0xabc")).toBe("icloud-key");
    const forged = new CloudKitPrivateDatabase({
      ...cloudkit,
      apiToken: cloudkit.api_token,
      webAuthToken: "nope",
      baseUrl: auth.body.api_base_url,
    });
    await expect(forged.lookup("foyer-recovery-0xabc")).rejects.toMatchObject({
      details: { serverErrorCode: "HTTP_421" },
    });
  });
});
