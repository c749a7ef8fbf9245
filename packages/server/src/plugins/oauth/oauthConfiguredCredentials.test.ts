import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_OIDC_CLIENT_SECRET } from "../../dev/devOidcClientId.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { devOidcSignIn } from "../../testing/devOidcSignIn.ts";

const REDIRECT = "http://localhost:5173/oauth/callback";

describe("OAuth with configured credentials (settings.oauth overrides the dev stand-in)", () => {
  let t: TestServer;
  let devIssuer: string;

  beforeAll(async () => {
    // A first server only to run a dev provider whose endpoints the app's settings name explicitly.
    const provider = await createTestServer({});
    devIssuer = provider.started.devOidcIssuer ?? "";
    const endpoints = {
      issuer: devIssuer,
      authorization_endpoint: `${devIssuer}/auth`,
      token_endpoint: `${devIssuer}/token`,
      userinfo_endpoint: `${devIssuer}/me`,
      scopes: ["openid", "email", "profile"],
      profile_format: "oidc" as const,
    };
    t = await createTestServer({
      devOidcPort: false,
      apps: [
        {
          id: "configured",
          allowed_origins: ["http://localhost:5173"],
          github_oauth: true,
          discord_oauth: true,
          oauth: {
            // Real-looking credentials: the stand-in knows this client.
            github: { client_id: "foyer-dev-github", client_secret: DEV_OIDC_CLIENT_SECRET, ...endpoints },
            discord: { client_id: "foyer-dev-discord", client_secret: "wrong-secret", ...endpoints },
          },
        },
      ],
      appId: "configured",
    });
    afterAll(() => provider.close());
  });
  afterAll(() => t?.close());

  const run = async (provider: string) => {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(16).toString("base64url");
    const init = await t.post("/api/v1/oauth/init", {
      provider,
      redirect_to: REDIRECT,
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      state_code: state,
    });
    expect(init.status).toBe(200);
    const { redirect } = await devOidcSignIn(init.body.url, { name: "Configured" });
    return t.post("/api/v1/oauth/authenticate", {
      provider,
      authorization_code: redirect.searchParams.get("code"),
      state_code: state,
      code_verifier: verifier,
    });
  };

  it("uses the app's client id, secret and endpoints", async () => {
    const response = await run("github");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.user.linked_accounts[0]).toMatchObject({ type: "github_oauth", name: "Configured" });
  });

  it("a wrong client secret (the app's misconfiguration) is 400 oauth_unexpected, not a bad code", async () => {
    const response = await run("discord");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "oauth_unexpected",
      error: "The OAuth provider refused the app's client credentials.",
    });
  });

  it("without credentials and without the dev provider, an enabled provider is refused", async () => {
    const other = await createTestServer({
      devOidcPort: false,
      apps: [{ id: "bare", allowed_origins: ["http://localhost:5173"], discord_oauth: true }],
      appId: "bare",
    });
    try {
      const response = await other.post("/api/v1/oauth/init", {
        provider: "discord",
        redirect_to: REDIRECT,
        code_challenge: createHash("sha256").update("x").digest("base64url"),
        state_code: randomBytes(16).toString("base64url"),
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe("disallowed_login_method");
    } finally {
      await other.close();
    }
  });
});
