import { createRemoteJWKSet, customFetch as joseFetch, jwtVerify } from "jose";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";

// The server runs behind a "reverse proxy" at its public URL: every request to PUBLIC goes to the test server.
const PUBLIC = "https://auth.foyer.test";

describe("OpenID discovery per app", () => {
  let server: TestServer;
  const viaProxy: typeof fetch = (input, init) =>
    fetch(String(input instanceof Request ? input.url : input).replace(PUBLIC, server.url), init);

  beforeAll(async () => {
    server = await createTestServer({ publicUrl: `${PUBLIC}/` });
  });
  afterAll(() => server.close());

  it("names the public URL as issuer and verifies the app's tokens with a standard OpenID client", async () => {
    const issuer = new URL(`${PUBLIC}/api/v1/apps/foyer-dev`);
    const response = await oauth.discoveryRequest(issuer, { [oauth.customFetch]: viaProxy });
    // processDiscoveryResponse refuses a document whose issuer is not exactly the expected one.
    const metadata = await oauth.processDiscoveryResponse(issuer, response);
    expect(metadata.issuer).toBe(`${PUBLIC}/api/v1/apps/foyer-dev`);
    expect(metadata.jwks_uri).toBe(`${PUBLIC}/api/v1/apps/foyer-dev/jwks.json`);
    expect(metadata.id_token_signing_alg_values_supported).toEqual(["ES256"]);

    const { token, user } = await server.login("oidc-discovery@example.com");
    const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri as string), { [joseFetch]: viaProxy });
    const { payload } = await jwtVerify(token, jwks, { issuer: metadata.issuer, audience: "foyer-dev" });
    expect(payload.sub).toBe(user.id);
    // Another app's issuer does not accept this app's token.
    await expect(jwtVerify(token, jwks, { issuer: `${PUBLIC}/api/v1/apps/other-app` })).rejects.toThrow();
  });

  it("answers an unknown app with the catalogue's error", async () => {
    const res = await server.get("/api/v1/apps/no-such-app/.well-known/openid-configuration", { appId: null });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("missing_or_invalid_foyer_app_id");
  });
});
