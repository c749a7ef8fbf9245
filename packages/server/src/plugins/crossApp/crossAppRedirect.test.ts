import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "http://localhost:5173";
const REQUESTER = "requester-app";
const PROVIDER = "provider-app";
const RETURN_PAGE = `${ORIGIN}/account?foyer_oauth=1`;

/** The consent page's embedded configuration (what its script acts on). */
const pageConfig = (html: string) => {
  const match = html.match(/<script type="application\/json" id="foyer-cross-app">([^<]*)<\/script>/);
  return JSON.parse(match?.[1] ?? "null") as { redirectTo: string | null; stateCode: string };
};

describe.each(backends())("cross-app full-page redirect mode over real HTTP ($name)", (backend) => {
  let t: TestServer;
  let providerToken: string;

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      appId: REQUESTER,
      apps: [
        {
          id: REQUESTER,
          name: "Requester",
          email_auth: true,
          allowed_origins: [ORIGIN, "http://127.0.0.1:5173"],
          cross_app: { allowed_provider_app_ids: [PROVIDER], provider_enabled: false },
        },
        {
          id: PROVIDER,
          name: "Provider Co",
          email_auth: true,
          cross_app: { allowed_provider_app_ids: [], provider_enabled: true },
        },
      ],
    });
    const options = { appId: PROVIDER };
    await t.post("/api/v1/passwordless/init", { email: "rae@provider.example" }, options);
    const code = await t.readCode("rae@provider.example");
    const auth = await t.post("/api/v1/passwordless/authenticate", { email: "rae@provider.example", code }, options);
    expect(auth.status).toBe(200);
    providerToken = auth.body.token;
  });
  afterAll(() => t?.close());

  const start = async (redirectTo?: string, origin = ORIGIN) => {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(16).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const init = await t.post(
      "/api/v1/cross-app/init",
      {
        provider_app_id: PROVIDER,
        code_challenge: challenge,
        state_code: state,
        ...(redirectTo === undefined ? {} : { redirect_to: redirectTo }),
      },
      { headers: { origin } },
    );
    return { verifier, state, init };
  };
  const approve = (state: string) =>
    t.post(
      "/api/v1/cross-app/approve",
      { requester_app_id: REQUESTER, state_code: state },
      { appId: PROVIDER, token: providerToken },
    );

  it("records the return page, hands it to the consent page and to approve, and the code signs in", async () => {
    const { verifier, state, init } = await start(RETURN_PAGE);
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const page = await fetch(init.body.url);
    expect(pageConfig(await page.text())).toMatchObject({ redirectTo: RETURN_PAGE, stateCode: state });
    const approved = await approve(state);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ origin: ORIGIN, redirect_to: RETURN_PAGE });
    const signedIn = await t.post("/api/v1/cross-app/authenticate", {
      code: approved.body.code,
      state_code: state,
      code_verifier: verifier,
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user.linked_accounts[0]).toMatchObject({ type: "cross_app", provider_app_id: PROVIDER });
  });

  it("popup mode stays as it was: no return page on the consent page or in approve", async () => {
    const { state, init } = await start();
    expect(pageConfig(await (await fetch(init.body.url)).text()).redirectTo).toBeNull();
    const approved = await approve(state);
    expect(approved.body.redirect_to).toBeUndefined();
  });

  it("refuses a return page on another origin than the page that starts the flow, or not http(s)", async () => {
    for (const bad of [
      "https://evil.example/callback",
      "http://127.0.0.1:5173/",
      "javascript:alert(1)",
      "not a url",
      `http://localhost:5173@evil.example/`,
    ]) {
      const { init } = await start(bad);
      expect(init.status, bad).toBe(400);
      expect(init.body.code, bad).toBe("invalid_data");
    }
    // The other allowed origin may use its own pages.
    const own = await start("http://127.0.0.1:5173/back", "http://127.0.0.1:5173");
    expect(own.init.status, JSON.stringify(own.init.body)).toBe(200);
  });
});
