import { createHash, randomBytes } from "node:crypto";
import { oauthAuthenticateResponse, oauthLinkResponse } from "@foyer/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { devOidcSignIn } from "../../testing/devOidcSignIn.ts";
import { oauthPresetNames } from "./OAuthPresets.ts";
import { OAUTH_STATE_TTL_MS } from "./OAuthService.ts";

const REDIRECT = "http://localhost:5173/oauth/callback";
const allPresets = Object.fromEntries(oauthPresetNames.map((name) => [`${name}_oauth`, true]));

interface Flow {
  provider: string;
  verifier: string;
  state: string;
  url: string;
}

describe.each(backends())("OAuth over real HTTP against the local OpenID provider ($name)", (backend) => {
  let t: TestServer;
  let issuer: string;

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      apps: [
        {
          id: "foyer-dev",
          ...allPresets,
          custom_oauth_providers: [
            { provider: "custom:acme", provider_display_name: "Acme", provider_icon_url: null, enabled: true },
            { provider: "custom:off", provider_display_name: "Off", provider_icon_url: null, enabled: false },
          ],
        },
        { id: "plain-app", allowed_origins: ["http://localhost:5173"] },
      ],
    });
    issuer = t.started.devOidcIssuer ?? "";
  });
  afterAll(() => t?.close());

  const start = async (provider: string, redirectTo = REDIRECT): Promise<Flow> => {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(16).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const init = await t.post("/api/v1/oauth/init", {
      provider,
      redirect_to: redirectTo,
      code_challenge: challenge,
      state_code: state,
    });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    return { provider, verifier, state, url: init.body.url };
  };
  const codeFor = async (flow: Flow, name: string): Promise<string> => {
    const { redirect } = await devOidcSignIn(flow.url, { name });
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(redirect.searchParams.get("state")).toBe(flow.state);
    return redirect.searchParams.get("code") ?? "";
  };
  const authenticate = (flow: Flow, code: string, extra: Record<string, unknown> = {}) =>
    t.post("/api/v1/oauth/authenticate", {
      provider: flow.provider,
      authorization_code: code,
      state_code: flow.state,
      code_verifier: flow.verifier,
      ...extra,
    });
  const login = async (provider: string, name: string) => {
    const flow = await start(provider);
    const response = await authenticate(flow, await codeFor(flow, name));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it("runs in development: a dev OpenID provider was started", () => {
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each([...oauthPresetNames])(
    "signs in with %s through the stand-in, keyed by (provider, subject)",
    async (name) => {
      const first = await login(name, `Ada ${name}`);
      expect(first.is_new_user).toBe(true);
      expect(first.user.linked_accounts).toEqual([
        expect.objectContaining({
          type: `${name}_oauth`,
          provider: name,
          name: `Ada ${name}`,
          email: `ada.${name}@example.com`,
          // Apple has no user name: its name and email come from its form_post and ID token.
          username: name === "apple" ? null : `ada.${name}`,
        }),
      ]);
      const again = await login(name, `Ada ${name}`);
      expect(again.is_new_user).toBe(false);
      expect(again.user.id).toBe(first.user.id);
    },
  );

  it("Apple answers by form_post to the server callback: name and email arrive, the browser gets the code", async () => {
    const flow = await start("apple");
    const url = new URL(flow.url);
    expect(url.searchParams.get("response_mode")).toBe("form_post");
    expect(url.searchParams.get("redirect_uri")).toBe(`${t.url}/apps/foyer-dev/oauth/form_post`);
    const { redirect, formPost } = await devOidcSignIn(flow.url, { name: "Grace Hopper" });
    // Apple's fields, posted to this server; the browser is sent on to the flow's redirect with the code.
    expect(JSON.parse(formPost?.user ?? "{}")).toEqual({
      name: { firstName: "Grace", lastName: "Hopper" },
      email: "grace.hopper@example.com",
    });
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(redirect.searchParams.get("state")).toBe(flow.state);
    const response = await authenticate(flow, redirect.searchParams.get("code") ?? "");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.user.linked_accounts).toEqual([
      expect.objectContaining({ type: "apple_oauth", name: "Grace Hopper", email: "grace.hopper@example.com" }),
    ]);
    // An unknown state, or no state, never redirects anywhere.
    const forged = await fetch(`${t.url}/apps/foyer-dev/oauth/form_post`, {
      method: "POST",
      body: new URLSearchParams({ state: "x".repeat(30), code: "c" }),
      redirect: "manual",
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).code).toBe("oauth_unexpected");
    const bad = await fetch(`${t.url}/apps/foyer-dev/oauth/form_post`, { method: "POST", redirect: "manual" });
    expect(bad.status).toBe(400);
  });

  it("answers the provider's own tokens once (oauth_tokens), uncached: the access token reads the profile", async () => {
    const flow = await start("google");
    const response = await authenticate(flow, await codeFor(flow, "Token Holder"));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { oauth_tokens: tokens, token } = oauthAuthenticateResponse.parse(response.body);
    expect(tokens).toMatchObject({ provider: "google", scopes: expect.arrayContaining(["openid", "email"]) });
    expect(tokens.access_token).not.toBe(token);
    expect(tokens.access_token_expires_in_seconds).toBeGreaterThan(0);
    // The token the provider issued: its own profile endpoint accepts it and names this user.
    const me = await fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    const profile = (await me.json()) as { sub: string; name: string };
    expect(profile.name).toBe("Token Holder");
    expect(response.body.user.linked_accounts[0].subject).toBe(profile.sub);
    // A made-up token is refused there, so the check above can fail.
    const forged = await fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${"x".repeat(43)}` } });
    expect(forged.status).toBe(401);
  });

  it("points the authorization URL at the stand-in with PKCE S256, the exact redirect and the state", async () => {
    const flow = await start("google");
    const url = new URL(flow.url);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT);
    expect(url.searchParams.get("state")).toBe(flow.state);
    expect(url.searchParams.get("client_id")).toBe("foyer-dev-google");
  });

  it("shows a visible dev sign-in page naming the provider", async () => {
    const flow = await start("github");
    const { signInPage } = await devOidcSignIn(flow.url, { name: "Page Check" });
    expect(signInPage).toContain("Dev sign-in");
    expect(signInPage).toContain("GitHub");
  });

  it("the same subject at two providers is two accounts (two users)", async () => {
    const google = await login("google", "Grace");
    const discord = await login("discord", "Grace");
    expect(discord.user.id).not.toBe(google.user.id);
  });

  it("signs in with the app's custom provider as custom_oauth", async () => {
    const body = await login("custom:acme", "Custom Carl");
    expect(body.user.linked_accounts[0]).toMatchObject({
      type: "custom_oauth",
      provider: "custom:acme",
      name: "Custom Carl",
    });
  });

  it("rejects a wrong PKCE verifier with oauth_unexpected and spends the state", async () => {
    const flow = await start("google");
    const code = await codeFor(flow, "Mallory");
    const wrong = await authenticate(flow, code, { code_verifier: randomBytes(32).toString("base64url") });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("oauth_unexpected");
    const retry = await authenticate(flow, code);
    expect(retry.body.code).toBe("oauth_unexpected");
  });

  it("rejects a replayed state (the second authenticate of one flow)", async () => {
    const flow = await start("google");
    const code = await codeFor(flow, "Replay");
    expect((await authenticate(flow, code)).status).toBe(200);
    const replay = await authenticate(flow, code);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("oauth_unexpected");
  });

  it("rejects a reused code under a fresh state: the provider refuses it (invalid_credentials)", async () => {
    const first = await start("google");
    const code = await codeFor(first, "Reuse");
    expect((await authenticate(first, code)).status).toBe(200);
    const second = await start("google");
    const reused = await authenticate(second, code);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: "invalid_credentials", error: "Invalid code during OAuth flow." });
  });

  it("rejects an unknown state, a state for another provider and an expired state", async () => {
    const flow = await start("google");
    const code = await codeFor(flow, "State");
    const unknown = await authenticate({ ...flow, state: randomBytes(16).toString("base64url") }, code);
    expect(unknown.body.code).toBe("oauth_unexpected");
    const otherProvider = await authenticate({ ...flow, provider: "github" }, code);
    expect(otherProvider.body.code).toBe("oauth_unexpected");

    const late = await start("google");
    const lateCode = await codeFor(late, "Late");
    t.clock.advance(OAUTH_STATE_TTL_MS + 1_000);
    const expired = await authenticate(late, lateCode);
    expect(expired.body.code).toBe("oauth_unexpected");
  });

  it.each([
    "https://evil.example/oauth/callback",
    "http://localhost:5173.evil.example/cb",
    "http://localhost:5174/oauth/callback",
    "http://user:pass@localhost:5173/cb",
    "http://localhost:5173/cb#fragment",
    "javascript:alert(1)",
    "/relative/path",
  ])("rejects redirect_to %s (exact allowed origin only)", async (redirectTo) => {
    const response = await t.post("/api/v1/oauth/init", {
      provider: "google",
      redirect_to: redirectTo,
      code_challenge: createHash("sha256").update("x").digest("base64url"),
      state_code: randomBytes(16).toString("base64url"),
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("invalid_data");
  });

  it("accepts any path on an allowed origin, and the provider gets that exact redirect back", async () => {
    const other = "http://127.0.0.1:5173/some/page?x=1";
    const flow = await start("google", other);
    const { redirect } = await devOidcSignIn(flow.url, { name: "Path" });
    expect(`${redirect.origin}${redirect.pathname}`).toBe("http://127.0.0.1:5173/some/page");
    expect(redirect.searchParams.get("x")).toBe("1");
  });

  it("refuses a state code used twice at init, plain PKCE and malformed bodies (400 invalid_data)", async () => {
    const flow = await start("google");
    const again = await t.post("/api/v1/oauth/init", {
      provider: "google",
      redirect_to: REDIRECT,
      code_challenge: createHash("sha256").update(flow.verifier).digest("base64url"),
      state_code: flow.state,
    });
    expect(again.body.code).toBe("invalid_data");
    const plain = await t.post("/api/v1/oauth/init", {
      provider: "google",
      redirect_to: REDIRECT,
      code_challenge: flow.verifier,
      code_challenge_method: "plain",
      state_code: randomBytes(16).toString("base64url"),
    });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe("invalid_data");
    for (const body of ["not json", {}, { provider: "google" }, { provider: 7, redirect_to: REDIRECT }]) {
      const response = await t.post("/api/v1/oauth/authenticate", body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("invalid_data");
    }
  });

  it("refuses a provider the app has not enabled with 403 disallowed_login_method", async () => {
    const body = {
      provider: "google",
      redirect_to: REDIRECT,
      code_challenge: createHash("sha256").update("x").digest("base64url"),
      state_code: randomBytes(16).toString("base64url"),
    };
    const disabled = await t.post("/api/v1/oauth/init", body, { appId: "plain-app" });
    expect(disabled.status).toBe(403);
    expect(disabled.body.code).toBe("disallowed_login_method");
    const customOff = await t.post("/api/v1/oauth/init", { ...body, provider: "custom:off" });
    expect(customOff.body.code).toBe("disallowed_login_method");
    const unknown = await t.post("/api/v1/oauth/init", { ...body, provider: "myspace" });
    expect(unknown.body.code).toBe("disallowed_login_method");
  });

  it("no-signup mode does not create a user (404 user_does_not_exist)", async () => {
    const flow = await start("twitch");
    const response = await authenticate(flow, await codeFor(flow, "Nobody Yet"), { mode: "no-signup" });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("user_does_not_exist");
  });

  it("links GitHub to an email user, refuses it for a second user, and unlinks it", async () => {
    const ada = await t.login("ada.link@example.com");
    const flow = await start("github");
    const code = await codeFor(flow, "Linker");
    const unauthenticated = await t.post("/api/v1/oauth/link", {
      provider: "github",
      authorization_code: code,
      state_code: flow.state,
      code_verifier: flow.verifier,
    });
    expect(unauthenticated.status).toBe(401);
    const linked = await t.post(
      "/api/v1/oauth/link",
      { provider: "github", authorization_code: code, state_code: flow.state, code_verifier: flow.verifier },
      { token: ada.token },
    );
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.headers.get("cache-control")).toBe("no-store");
    expect(oauthLinkResponse.parse(linked.body).oauth_tokens).toMatchObject({
      provider: "github",
      access_token: expect.any(String),
    });
    const github = linked.body.linked_accounts.find((a: { type: string }) => a.type === "github_oauth");
    expect(github).toMatchObject({ provider: "github", name: "Linker" });

    // Signing in with that GitHub account now reaches Ada.
    const viaGithub = await login("github", "Linker");
    expect(viaGithub.user.id).toBe(ada.user.id);

    const bob = await t.login("bob.link@example.com");
    const second = await start("github");
    const secondCode = await codeFor(second, "Linker");
    const taken = await t.post(
      "/api/v1/oauth/link",
      {
        provider: "github",
        authorization_code: secondCode,
        state_code: second.state,
        code_verifier: second.verifier,
      },
      { token: bob.token },
    );
    // Held by Ada: Bob is offered the account, and oauth/transfer moves it (deleting Ada).
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("account_transfer_required");
    // The screen names the account by the provider's username, not its opaque subject.
    expect(taken.body.account.subject).toBe(github.subject);
    expect(taken.body.display_name).toBe(github.username ? `@${github.username}` : (github.email ?? github.name));
    expect(taken.body.display_name).not.toBe(github.subject);
    const moved = await t.post("/api/v1/oauth/transfer", { nonce: taken.body.nonce }, { token: bob.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.linked_accounts.map((a: { type: string }) => a.type).sort()).toEqual(["email", "github_oauth"]);
    expect((await t.get("/api/v1/users/me", { token: ada.token })).status).toBe(401);
    // The transfer endpoint of another method does not accept an OAuth offer, nor a replay.
    const replay = await t.post("/api/v1/oauth/transfer", { nonce: taken.body.nonce }, { token: bob.token });
    expect(replay.body.code).toBe("invalid_data");

    const unlinked = await t.post(
      "/api/v1/oauth/unlink",
      { provider: "github", subject: github.subject },
      { token: bob.token },
    );
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email"]);
  });

  it("passes the provider's denial back to the app as error=access_denied", async () => {
    const flow = await start("spotify");
    const { redirect } = await devOidcSignIn(flow.url, { name: "x", cancel: true });
    expect(redirect.searchParams.get("error")).toBe("access_denied");
    expect(redirect.searchParams.get("state")).toBe(flow.state);
  });
});
