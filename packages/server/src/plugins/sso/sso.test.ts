import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevOidcProvider, startDevOidcProvider } from "../../dev/DevOidcProvider.ts";
import { DEV_OIDC_CLIENT_SECRET, devOidcClientId } from "../../dev/devOidcClientId.ts";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { devOidcSignIn } from "../../testing/devOidcSignIn.ts";

const ORIGIN = "http://localhost:5173";
const REDIRECT = `${ORIGIN}/sso/callback`;

describe.each(backends())("SSO over real HTTP against the local OpenID provider ($name)", (backend) => {
  let t: TestServer;
  let oidc: DevOidcProvider;

  beforeAll(async () => {
    oidc = await startDevOidcProvider({ port: 0, hostname: "127.0.0.1" });
    const sso = { client_id: devOidcClientId("sso"), client_secret: DEV_OIDC_CLIENT_SECRET };
    const port = new URL(oidc.issuer).port;
    t = await createTestServer({
      backend,
      appId: "sso-app",
      devOidcIssuer: oidc.issuer,
      apps: [
        { id: "sso-app", allowed_origins: [ORIGIN], sso: { issuer: oidc.issuer, ...sso } },
        {
          id: "domain-app",
          allowed_origins: [ORIGIN],
          sso: { issuer: oidc.issuer, ...sso, email_domains: ["acme.example"] },
        },
        // The provider calls itself 127.0.0.1: a configuration naming it otherwise must not be trusted.
        { id: "wrong-issuer-app", allowed_origins: [ORIGIN], sso: { issuer: `http://localhost:${port}`, ...sso } },
        { id: "no-sso-app", allowed_origins: [ORIGIN] },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  const start = async (appId = "sso-app", extra: Record<string, unknown> = {}) => {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(16).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const init = await t.post(
      "/api/v1/sso/init",
      { redirect_to: REDIRECT, code_challenge: challenge, state_code: state, ...extra },
      { appId },
    );
    return { verifier, state, init };
  };
  const codeFor = async (url: string, name: string) => {
    const { redirect } = await devOidcSignIn(url, { name });
    return { code: redirect.searchParams.get("code") ?? "", state: redirect.searchParams.get("state") };
  };

  it("announces sso_auth in the public configuration only where it is configured", async () => {
    expect((await t.get("/api/v1/apps/sso-app")).body.sso_auth).toBe(true);
    expect((await t.get("/api/v1/apps/no-sso-app", { appId: "no-sso-app" })).body.sso_auth).toBe(false);
  });

  it("signs in through discovery, PKCE, state and nonce, as an sso account", async () => {
    const { verifier, state, init } = await start();
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const url = new URL(init.body.url);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get("client_id")).toBe("foyer-dev-sso");
    expect(url.searchParams.get("nonce")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const { code, state: returned } = await codeFor(init.body.url, "Wendy Work");
    expect(returned).toBe(state);
    const auth = await t.post("/api/v1/sso/authenticate", {
      authorization_code: code,
      state_code: state,
      code_verifier: verifier,
    });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    expect(auth.body.user.linked_accounts).toEqual([
      expect.objectContaining({
        type: "sso",
        issuer: oidc.issuer,
        email: "wendy.work@example.com",
        name: "Wendy Work",
      }),
    ]);
    // The same person again is the same user.
    const again = await start();
    const second = await codeFor(again.init.body.url, "Wendy Work");
    const auth2 = await t.post("/api/v1/sso/authenticate", {
      authorization_code: second.code,
      state_code: again.state,
      code_verifier: again.verifier,
    });
    expect(auth2.body.user.id).toBe(auth.body.user.id);
    const [account] = auth2.body.user.linked_accounts;
    const unlinked = await t.post(
      "/api/v1/sso/unlink",
      { issuer: account.issuer, subject: account.subject },
      { token: auth2.body.token },
    );
    // Found by (issuer, subject) as the wire shows them; refused only because it is the last login method.
    expect(unlinked.body.error).toBe("Cannot unlink the only login method of this user.");
    const unknown = await t.post(
      "/api/v1/sso/unlink",
      { issuer: account.issuer, subject: "someone-else" },
      { token: auth2.body.token },
    );
    expect(unknown.body.error).toBe("This account is not linked to the user.");
  });

  it("rejects a state it did not issue (state mismatch) and a reused state", async () => {
    const { verifier, state, init } = await start();
    const { code } = await codeFor(init.body.url, "Sam State");
    const other = randomBytes(16).toString("base64url");
    const mismatch = await t.post("/api/v1/sso/authenticate", {
      authorization_code: code,
      state_code: other,
      code_verifier: verifier,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe("oauth_unexpected");
    const ok = await t.post("/api/v1/sso/authenticate", {
      authorization_code: code,
      state_code: state,
      code_verifier: verifier,
    });
    expect(ok.status).toBe(200);
    const replay = await t.post("/api/v1/sso/authenticate", {
      authorization_code: code,
      state_code: state,
      code_verifier: verifier,
    });
    expect(replay.body.code).toBe("oauth_unexpected");
  });

  it("rejects a wrong PKCE verifier", async () => {
    const { state, init } = await start();
    const { code } = await codeFor(init.body.url, "Val Verifier");
    const wrong = await t.post("/api/v1/sso/authenticate", {
      authorization_code: code,
      state_code: state,
      code_verifier: randomBytes(32).toString("base64url"),
    });
    expect(wrong.body.code).toBe("oauth_unexpected");
  });

  it("refuses a configuration whose issuer is not the one the discovery document names", async () => {
    const { init } = await start("wrong-issuer-app");
    expect(init.status).toBe(400);
    expect(init.body.code).toBe("oauth_unexpected");
  });

  it("refuses apps without SSO and emails outside the allowed domains", async () => {
    const none = await start("no-sso-app");
    expect(none.init.status).toBe(403);
    expect(none.init.body.code).toBe("disallowed_login_method");
    const outside = await start("domain-app", { email: "eve@elsewhere.example" });
    expect(outside.init.body.code).toBe("disallowed_login_method");
    // The provider's email (example.com) is not acme.example either: refused after the exchange.
    const inside = await start("domain-app", { email: "ann@acme.example" });
    expect(inside.init.status).toBe(200);
    expect(new URL(inside.init.body.url).searchParams.get("login_hint")).toBe("ann@acme.example");
    const { code } = await codeFor(inside.init.body.url, "Ann");
    const auth = await t.post(
      "/api/v1/sso/authenticate",
      { authorization_code: code, state_code: inside.state, code_verifier: inside.verifier },
      { appId: "domain-app" },
    );
    expect(auth.body.code).toBe("disallowed_login_method");
  });
});
