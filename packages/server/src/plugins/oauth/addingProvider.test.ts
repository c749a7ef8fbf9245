import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DevOidcProvider } from "../../dev/DevOidcProvider.ts";
import type { TestServer } from "../../testing/createTestServer.ts";

// README "Adding a provider": a provider is its file plus one line in the registry. This test writes that line
// (the registry with the fixture appended) and reloads the server against it: the app config flag and the
// provider's presentation, the settings, the OAuth plugin, the profile mapper, the linked account's label and
// the local OpenID provider must all follow.
const REGISTRY = "../../../../core/src/providers/oauth/oauthProviders.ts";
const REDIRECT = "http://localhost:5173/oauth/callback";

describe("adding an OAuth provider is one file plus one registry line", () => {
  let oidc: DevOidcProvider;
  let t: TestServer;
  let devOidcSignIn: typeof import("../../testing/devOidcSignIn.ts").devOidcSignIn;

  beforeAll(async () => {
    vi.doMock(REGISTRY, async (importOriginal) => {
      const registry = await importOriginal<typeof import("../../../../core/src/providers/oauth/oauthProviders.ts")>();
      const { acmeid } = await import("../../../../core/src/testing/acmeidOAuthProvider.ts");
      const OAUTH_PROVIDERS = [...registry.OAUTH_PROVIDERS, acmeid];
      return {
        ...registry,
        OAUTH_PROVIDERS,
        findOAuthProvider: (name: string) => OAUTH_PROVIDERS.find((provider) => provider.name === name),
      };
    });
    // The server's whole module graph is loaded again with the new registry (the test files of this worker
    // share one graph).
    vi.resetModules();
    const { startDevOidcProvider } = await import("../../dev/DevOidcProvider.ts");
    const { DEV_OIDC_CLIENT_SECRET, devOidcClientId } = await import("../../dev/devOidcClientId.ts");
    const { createTestServer } = await import("../../testing/createTestServer.ts");
    ({ devOidcSignIn } = await import("../../testing/devOidcSignIn.ts"));
    oidc = await startDevOidcProvider({ port: 0, hostname: "127.0.0.1" });
    t = await createTestServer({
      devOidcIssuer: oidc.issuer,
      apps: [
        // No credentials: in development the local OpenID provider stands in for the new provider.
        { id: "foyer-dev", acmeid_oauth: true },
        // Credentials and endpoints of a real deployment (pointed at the local provider): the preset's
        // scopes and the file's own profile mapper are used.
        {
          id: "configured-app",
          allowed_origins: ["http://localhost:5173"],
          acmeid_oauth: true,
          oauth: {
            acmeid: {
              client_id: devOidcClientId("acmeid"),
              client_secret: DEV_OIDC_CLIENT_SECRET,
              issuer: oidc.issuer,
              authorization_endpoint: `${oidc.issuer}/auth`,
              token_endpoint: `${oidc.issuer}/token`,
              userinfo_endpoint: `${oidc.issuer}/me`,
            },
          },
        },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
    vi.doUnmock(REGISTRY);
    vi.resetModules();
  });

  const login = async (appId: string, name: string) => {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(16).toString("base64url");
    const init = await t.post(
      "/api/v1/oauth/init",
      {
        provider: "acmeid",
        redirect_to: REDIRECT,
        code_challenge: createHash("sha256").update(verifier).digest("base64url"),
        state_code: state,
      },
      { appId },
    );
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const { redirect, signInPage } = await devOidcSignIn(init.body.url, { name });
    const code = redirect.searchParams.get("code") ?? "";
    const body = { provider: "acmeid", authorization_code: code, state_code: state, code_verifier: verifier };
    const response = await t.post("/api/v1/oauth/authenticate", body, { appId });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { user: response.body.user, signInPage, authorizationUrl: new URL(init.body.url) };
  };

  it("announces the new provider's flag and presentation (label, account label, mark) in the app's public configuration", async () => {
    const { acmeid } = await import("../../../../core/src/testing/acmeidOAuthProvider.ts");
    const config = (await t.get("/api/v1/apps/foyer-dev")).body;
    expect(config.acmeid_oauth).toBe(true);
    expect(config.google_oauth).toBe(false);
    // Only enabled providers are presented; the login screen draws these (registryConsumers.test.tsx).
    expect(config.oauth_providers).toEqual([
      { provider: "acmeid", label: "Acme ID", account_label: "Acme account", icon: acmeid.icon },
    ]);
  });

  it("signs in through the local OpenID provider standing in for it, named on its sign-in page", async () => {
    const { user, signInPage } = await login("foyer-dev", "Wile Coyote");
    expect(signInPage).toContain("Acme account");
    expect(user.linked_accounts).toEqual([
      expect.objectContaining({
        type: "acmeid_oauth",
        provider: "acmeid",
        provider_label: "Acme account",
        name: "Wile Coyote",
      }),
    ]);
  });

  it("with credentials, runs the preset's scopes and maps the profile with the file's own mapper", async () => {
    const { user, authorizationUrl } = await login("configured-app", "Road Runner");
    expect(authorizationUrl.searchParams.get("scope")).toBe("openid email profile");
    const [account] = user.linked_accounts;
    expect(account).toMatchObject({ type: "acmeid_oauth", name: "Road Runner", username: "road.runner" });
    expect(account.profile_picture_url).toBe(`https://id.acme.example/avatars/${account.subject}.png`);
  });
});
