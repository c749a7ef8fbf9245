import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "http://localhost:5173";
const REQUESTER = "requester-app";
const PROVIDER = "provider-app";

describe.each(backends())("cross-app sign-in over real HTTP ($name)", (backend) => {
  let t: TestServer;
  let providerUser: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      appId: REQUESTER,
      apps: [
        {
          id: REQUESTER,
          name: "Requester",
          email_auth: true,
          allowed_origins: [ORIGIN],
          cross_app: { allowed_provider_app_ids: [PROVIDER, "closed-provider"], provider_enabled: false },
        },
        {
          id: PROVIDER,
          name: "Provider Co",
          logo_url: "https://provider.example/icon.png",
          email_auth: true,
          cross_app: { allowed_provider_app_ids: [], provider_enabled: true },
        },
        // Listed by the requester but not a provider; and an app that lists nobody.
        { id: "closed-provider", name: "Closed", email_auth: true },
        { id: "lonely-app", name: "Lonely", allowed_origins: [ORIGIN] },
      ],
    });
    const options = { appId: PROVIDER };
    await t.post("/api/v1/passwordless/init", { email: "pat@provider.example" }, options);
    const code = await t.readCode("pat@provider.example");
    const auth = await t.post("/api/v1/passwordless/authenticate", { email: "pat@provider.example", code }, options);
    expect(auth.status).toBe(200);
    providerUser = { id: auth.body.user.id, token: auth.body.token };
  });
  afterAll(() => t?.close());

  const start = async (appId = REQUESTER, provider = PROVIDER) => {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(16).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const init = await t.post(
      "/api/v1/cross-app/init",
      { provider_app_id: provider, code_challenge: challenge, state_code: state },
      { appId, headers: { origin: ORIGIN } },
    );
    return { verifier, state, init };
  };
  const approve = (state: string, requester = REQUESTER) =>
    t.post(
      "/api/v1/cross-app/approve",
      { requester_app_id: requester, state_code: state },
      { appId: PROVIDER, token: providerUser.token },
    );
  const authenticate = (body: Record<string, unknown>) => t.post("/api/v1/cross-app/authenticate", body);

  it("answers the provider app's name and icon", async () => {
    const details = await t.get(`/api/v1/apps/${PROVIDER}/cross-app/details`);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({ name: "Provider Co", icon_url: "https://provider.example/icon.png" });
  });

  it("signs in with the provider account: consent page, approve, code + verifier, cross_app account", async () => {
    const { verifier, state, init } = await start();
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const url = new URL(init.body.url);
    expect(url.origin).toBe(t.url);
    expect(url.pathname).toBe(`/apps/${PROVIDER}/cross-app/authorize`);
    const page = await fetch(init.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(await page.text()).toContain("Requester wants to use your Provider Co account");

    const approved = await approve(state);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.origin).toBe(ORIGIN);
    const signedIn = await authenticate({ code: approved.body.code, state_code: state, code_verifier: verifier });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.is_new_user).toBe(true);
    expect(signedIn.body.user.linked_accounts).toEqual([
      expect.objectContaining({
        type: "cross_app",
        subject: providerUser.id,
        provider_app_id: PROVIDER,
        embedded_wallets: [],
      }),
    ]);

    // A second flow signs the same user in.
    const again = await start();
    const code = (await approve(again.state)).body.code;
    const second = await authenticate({ code, state_code: again.state, code_verifier: again.verifier });
    expect(second.body.user.id).toBe(signedIn.body.user.id);
    expect(second.body.is_new_user).toBe(false);
  });

  it("rejects a wrong verifier and spends the code", async () => {
    const { verifier, state } = await start();
    const { code } = (await approve(state)).body;
    const wrong = await authenticate({
      code,
      state_code: state,
      code_verifier: randomBytes(32).toString("base64url"),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("oauth_unexpected");
    const retry = await authenticate({ code, state_code: state, code_verifier: verifier });
    expect(retry.body.code).toBe("invalid_credentials");
  });

  it("rejects a reused code and a reused state", async () => {
    const { verifier, state } = await start();
    const { code } = (await approve(state)).body;
    expect((await authenticate({ code, state_code: state, code_verifier: verifier })).status).toBe(200);
    const reused = await authenticate({ code, state_code: state, code_verifier: verifier });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("invalid_credentials");
    const secondApproval = await approve(state);
    expect(secondApproval.body.code).toBe("oauth_unexpected");
  });

  it("rejects a code presented with another flow's state", async () => {
    const first = await start();
    const second = await start();
    const { code } = (await approve(first.state)).body;
    const mixed = await authenticate({ code, state_code: second.state, code_verifier: first.verifier });
    expect(mixed.body.code).toBe("oauth_unexpected");
  });

  it("refuses providers the requester does not allow, or that are not providers", async () => {
    const lonely = await start("lonely-app");
    expect(lonely.init.status).toBe(403);
    expect(lonely.init.body.code).toBe("disallowed_login_method");
    const closed = await start(REQUESTER, "closed-provider");
    expect(closed.init.body.code).toBe("disallowed_login_method");
    const details = await t.get(`/api/v1/apps/${PROVIDER}/cross-app/details`, { appId: "lonely-app" });
    expect(details.status).toBe(403);
    // A state issued to the requester cannot be approved for another requester.
    const { state } = await start();
    const other = await approve(state, "lonely-app");
    expect(other.body.code).toBe("disallowed_login_method");
  });

  it("needs the provider user's session to approve, and a browser origin to init", async () => {
    const { state } = await start();
    const anonymous = await t.post(
      "/api/v1/cross-app/approve",
      { requester_app_id: REQUESTER, state_code: state },
      { appId: PROVIDER },
    );
    expect(anonymous.status).toBe(401);
    const noOrigin = await t.post("/api/v1/cross-app/init", {
      provider_app_id: PROVIDER,
      code_challenge: "a".repeat(43),
      state_code: randomBytes(16).toString("base64url"),
    });
    expect(noOrigin.body.code).toBe("invalid_data");
  });

  it("links the provider account to a signed-in user", async () => {
    const { token, user } = await t.login("lin@requester.example");
    // The provider user is already another requester user's account (the sign-in test): use a new one.
    const options = { appId: PROVIDER };
    await t.post("/api/v1/passwordless/init", { email: "lin@provider.example" }, options);
    const providerCode = await t.readCode("lin@provider.example");
    const other = await t.post(
      "/api/v1/passwordless/authenticate",
      { email: "lin@provider.example", code: providerCode },
      options,
    );
    const { verifier, state } = await start();
    const approved = await t.post(
      "/api/v1/cross-app/approve",
      { requester_app_id: REQUESTER, state_code: state },
      { appId: PROVIDER, token: other.body.token },
    );
    const linked = await t.post(
      "/api/v1/cross-app/link",
      { code: approved.body.code, state_code: state, code_verifier: verifier },
      { token },
    );
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.id).toBe(user.id);
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email", "cross_app"]);
    const unlinked = await t.post("/api/v1/cross-app/unlink", { subject: other.body.user.id }, { token });
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email"]);
  });

  it("answers 400 invalid_data for a malformed body", async () => {
    const bad = await authenticate({ code: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_data");
  });
});
