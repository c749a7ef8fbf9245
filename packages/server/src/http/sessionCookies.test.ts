import { createFoyerJwks, verifyFoyerRequest } from "@foyer/core/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_APP_ORIGINS } from "../domain/apps/AppService.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";

const ORIGIN = DEV_APP_ORIGINS[0] as string;
const PUBLIC = "http://foyer.test";
const cookieMode = { origin: ORIGIN, "foyer-session-mode": "cookie" };

/** name -> { value, attributes } of a response's Set-Cookie headers. */
function cookiesOf(headers: Headers) {
  return new Map(
    headers.getSetCookie().map((line) => {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      return [pair.slice(0, eq), { value: pair.slice(eq + 1), attributes: attributes.map((a) => a.toLowerCase()) }];
    }),
  );
}

describe("httpOnly-cookie sessions", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ publicUrl: PUBLIC });
  });
  afterAll(() => server.close());

  async function cookieLogin(email: string) {
    await server.post("/api/v1/passwordless/init", { email });
    const code = await server.readCode(email);
    return server.post("/api/v1/passwordless/authenticate", { email, code }, { headers: cookieMode });
  }

  it("sets httpOnly cookies and keeps the refresh token out of the body; the host's server reads the user", async () => {
    const res = await cookieLogin("cookie-ada@example.com");
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toBe("cookie");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    const cookies = cookiesOf(res.headers);
    const access = cookies.get("foyer-token");
    const refresh = cookies.get("foyer-refresh-token");
    expect(access?.value).toBe(res.body.token);
    expect(access?.attributes).toEqual(expect.arrayContaining(["httponly", "path=/", "samesite=lax"]));
    expect(refresh?.attributes).toEqual(expect.arrayContaining(["httponly", "path=/api/v1/sessions"]));
    expect(refresh?.value.length).toBeGreaterThan(30);

    // What a Next.js server component sees: the browser's Cookie header.
    const jwks = createFoyerJwks({ appId: "foyer-dev", serverUrl: server.url });
    const options = { appId: "foyer-dev", serverUrl: server.url, issuer: `${PUBLIC}/api/v1/apps/foyer-dev`, jwks };
    const session = await verifyFoyerRequest(new Headers({ cookie: `other=1; foyer-token=${access?.value}` }), options);
    expect(session?.userId).toBe(res.body.user.id);
    expect(await verifyFoyerRequest(new Headers(), options)).toBeNull();
    expect(await verifyFoyerRequest(new Headers({ cookie: "foyer-token=forged.token.value" }), options)).toBeNull();
    // Another app's audience refuses it.
    expect(
      await verifyFoyerRequest(new Headers({ cookie: `foyer-token=${access?.value}` }), { ...options, appId: "x" }),
    ).toBeNull();

    // Refresh with the cookie (the body says "cookie"), then logout clears both cookies.
    const cookieHeader = `foyer-refresh-token=${refresh?.value}`;
    const refreshed = await server.post(
      "/api/v1/sessions",
      { refresh_token: "cookie" },
      { headers: { ...cookieMode, cookie: cookieHeader } },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBe("cookie");
    const rotated = cookiesOf(refreshed.headers).get("foyer-refresh-token")?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(refresh?.value);
    const out = await server.post(
      "/api/v1/sessions/logout",
      { refresh_token: "cookie" },
      { headers: { ...cookieMode, cookie: `foyer-refresh-token=${rotated}` } },
    );
    expect(out.status).toBe(200);
    expect(cookiesOf(out.headers).get("foyer-token")?.attributes).toContain("max-age=0");
    const after = await server.post(
      "/api/v1/sessions",
      { refresh_token: "cookie" },
      { headers: { ...cookieMode, cookie: `foyer-refresh-token=${rotated}` } },
    );
    expect(after.status).toBe(401);
  });

  it("refuses a cookie refresh without the cookie, and leaves token answers alone without cookie mode", async () => {
    const missing = await server.post("/api/v1/sessions", { refresh_token: "cookie" }, { headers: cookieMode });
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe("missing_or_invalid_token");
    const plain = await server.login("cookie-bob@example.com");
    expect(plain.refresh_token).not.toBe("cookie");
  });

  it("lets allowed origins send credentials and the session-mode header (preflight)", async () => {
    const res = await fetch(`${server.url}/api/v1/sessions`, {
      method: "OPTIONS",
      headers: {
        origin: ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "foyer-app-id, content-type, foyer-session-mode",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    expect(res.headers.get("access-control-allow-headers")).toContain("foyer-session-mode");
  });
});
