import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens } from "../db/schema.ts";
import { SecretHasher } from "../security/SecretHasher.ts";
import { backends } from "../testing/backends.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";

let seq = 0;
const email = () => `session-${++seq}-${Date.now()}@example.com`;

describe.each(backends())("sessions and tokens ($name)", (backend) => {
  let t: TestServer;
  const refresh = (refreshToken: string) => t.post("/api/v1/sessions", { refresh_token: refreshToken });
  const me = (token: string) => t.get("/api/v1/users/me", { token });

  beforeAll(async () => {
    t = await createTestServer({ backend, apps: [{ id: "other-app", name: "Other" }] });
  });
  afterAll(() => t?.close());

  it("issues an ES256 access token verifiable with the app's JWKS (no foyer-app-id header needed)", async () => {
    const auth = await t.login(email());
    const jwks = await t.get(`/api/v1/apps/${t.appId}/jwks.json`, { appId: null });
    expect(jwks.status).toBe(200);
    expect(decodeProtectedHeader(auth.token)).toMatchObject({ alg: "ES256", kid: jwks.body.keys[0].kid });
    const { payload } = await jwtVerify(auth.token, createLocalJWKSet(jwks.body as JSONWebKeySet), {
      audience: t.appId,
      // The issuer is the app's under the public URL (http://localhost:8787 when none is configured).
      issuer: `http://localhost:8787/api/v1/apps/${t.appId}`,
      currentDate: new Date(t.clock.now()),
    });
    expect(payload.sub).toBe(auth.user.id);
    expect(payload.sid).toEqual(expect.any(String));
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    expect(jwks.body.keys[0]).not.toHaveProperty("d");
    expect((await t.get("/api/v1/apps/nope/jwks.json", { appId: null })).status).toBe(401);
  });

  it("users/me answers the user; the token is bound to its app and expires after an hour", async () => {
    const auth = await t.login(email());
    const answer = await me(auth.token);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual(auth.user);
    const otherApp = await t.get("/api/v1/users/me", { token: auth.token, appId: "other-app" });
    expect(otherApp.status).toBe(401);
    expect(otherApp.body.code).toBe("missing_or_invalid_token");
    expect((await me(`${auth.token.slice(0, -4)}AAAA`)).status).toBe(401);
    expect((await t.get("/api/v1/users/me")).body.code).toBe("missing_or_invalid_token");
    t.clock.advance(3600_000 + 1_000);
    expect((await me(auth.token)).status).toBe(401);
  });

  it("accept_terms records consent", async () => {
    const auth = await t.login(email());
    const accepted = await t.post("/api/v1/users/me/accept_terms", {}, { token: auth.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.has_accepted_terms).toBe(true);
    expect((await me(auth.token)).body.user.has_accepted_terms).toBe(true);
  });

  it("rotates the refresh token on every use", async () => {
    const auth = await t.login(email());
    const first = await refresh(auth.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user: { id: auth.user.id }, is_new_user: false });
    expect(first.body.refresh_token).not.toBe(auth.refresh_token);
    expect(first.body.refresh_token.length).toBeGreaterThanOrEqual(43);
    expect((await me(first.body.token)).status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect((await refresh("not-a-token")).status).toBe(401);
    // Stored as a SHA-256 hash, never as issued.
    const stored = await t.started.server.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.map((row) => row.hash)).not.toContain(second.body.refresh_token);
    expect(stored.map((row) => row.hash)).toContain(SecretHasher.sha256(second.body.refresh_token));
    // A refresh token only works for its own app.
    expect(
      (await t.post("/api/v1/sessions", { refresh_token: second.body.refresh_token }, { appId: "other-app" })).status,
    ).toBe(401);
  });

  it("tolerates reuse of a rotated token within the 10 s grace (two tabs racing)", async () => {
    const auth = await t.login(email());
    const racing = await Promise.all([refresh(auth.refresh_token), refresh(auth.refresh_token)]);
    expect(racing.map((answer) => answer.status)).toEqual([200, 200]);
    expect(racing[0]?.body.refresh_token).not.toBe(racing[1]?.body.refresh_token);
    t.clock.advance(9_000);
    const late = await refresh(auth.refresh_token);
    expect(late.status).toBe(200);
    expect((await me(late.body.token)).status).toBe(200);
  });

  it("revokes the whole session when a rotated token is replayed after the grace", async () => {
    const auth = await t.login(email());
    const rotated = await refresh(auth.refresh_token);
    expect((await me(rotated.body.token)).status).toBe(200);
    t.clock.advance(10_001);
    const replay = await refresh(auth.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: "Missing or invalid token.", code: "missing_or_invalid_token" });
    expect((await me(rotated.body.token)).status).toBe(401);
    expect((await me(auth.token)).status).toBe(401);
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
  });

  it("logout revokes the session: refresh and access tokens stop working", async () => {
    const auth = await t.login(email());
    const other = await t.login(email());
    const out = await t.post("/api/v1/sessions/logout", { refresh_token: auth.refresh_token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await me(auth.token)).status).toBe(401);
    expect((await refresh(auth.refresh_token)).status).toBe(401);
    expect((await t.post("/api/v1/sessions/logout", { refresh_token: auth.refresh_token })).status).toBe(200);
    expect((await me(other.token)).status).toBe(200);
  });
});

describe("refresh per client IP", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ devOidcPort: false, rateLimits: { refreshesPerIpPerHour: 5 } });
  });
  afterAll(() => t?.close());

  it("answers guessed tokens 401 until the cap, then 429 with Retry-After, even for a right token", async () => {
    const auth = await t.login(email());
    for (let i = 0; i < 5; i++) {
      expect((await t.post("/api/v1/sessions", { refresh_token: `guess-${i}` })).status).toBe(401);
    }
    const capped = await t.post("/api/v1/sessions", { refresh_token: auth.refresh_token });
    expect(capped.status).toBe(429);
    expect(capped.body.code).toBe("too_many_requests");
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(0);
    t.clock.advance(60 * 60_000);
    expect((await t.post("/api/v1/sessions", { refresh_token: auth.refresh_token })).status).toBe(200);
  });
});
