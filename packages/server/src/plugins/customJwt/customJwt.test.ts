import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type CryptoKey, exportJWK, exportSPKI, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const AUTH = "/api/v1/custom_jwt_account/authenticate";
const LINK = "/api/v1/custom_jwt_account/link";
const ISSUER = "https://acme.example";
const AUDIENCE = "foyer-acme";

describe.each(backends())("custom_jwt_account ($name)", (backend) => {
  let t: TestServer;
  let jwks: Server;
  let key: CryptoKey;
  let wrongKey: CryptoKey;
  let pemKey: CryptoKey;
  let seq = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair("ES256");
    const { privateKey: other } = await generateKeyPair("ES256");
    wrongKey = other;
    const rsa = await generateKeyPair("RS256");
    pemKey = rsa.privateKey;
    const publicJwk = { ...(await exportJWK((await generateKeyPair("ES256")).publicKey)), kid: "unused" };
    // The JWKS publishes the signing key's public half (and an unrelated key, as real sets rotate).
    const signingPublic = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "ES256" };
    key = pair.privateKey;
    jwks = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ keys: [publicJwk, signingPublic] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, "127.0.0.1", resolve));
    const { port } = jwks.address() as AddressInfo;
    t = await createTestServer({
      backend,
      appId: "jwt-app",
      apps: [
        {
          id: "jwt-app",
          name: "JWT App",
          custom_jwt: {
            provider_id: "acme",
            jwks_url: `http://127.0.0.1:${port}/.well-known/jwks.json`,
            issuer: ISSUER,
            audience: AUDIENCE,
          },
        },
        {
          id: "jwt-pem",
          name: "PEM App",
          custom_jwt: {
            provider_id: "acme_pem",
            public_key: await exportSPKI(rsa.publicKey),
            subject_claim: "user_id",
            algorithms: ["RS256"],
          },
        },
        { id: "jwt-off", name: "No custom JWT" },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (jwks ? jwks.close(() => resolve()) : resolve()));
  });

  const token = (
    subject: string,
    options: { signWith?: CryptoKey; audience?: string; issuer?: string; expiresAt?: number; kid?: string } = {},
  ) => {
    const now = Math.floor(t.clock.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: options.kid ?? "k1" })
      .setSubject(subject)
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(options.expiresAt ?? now + 300)
      .sign(options.signWith ?? key);
  };
  const subject = () => `acme-user-${++seq}-${Date.now()}`;

  it("signs in with a token signed by a key of the app's JWKS, as account custom:<provider>", async () => {
    const id = subject();
    const first = await t.post(AUTH, { token: await token(id) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.is_new_user).toBe(true);
    expect(first.body.user.linked_accounts).toEqual([
      {
        type: "custom_auth",
        custom_user_id: id,
        custom_account_type: "custom:acme",
        verified_at: expect.any(Number),
        first_verified_at: expect.any(Number),
        latest_verified_at: expect.any(Number),
      },
    ]);
    const again = await t.post(AUTH, { token: await token(id) });
    expect(again.body).toMatchObject({ is_new_user: false, user: { id: first.body.user.id } });
    const noSignup = await t.post(AUTH, { token: await token(subject()), mode: "no-signup" });
    expect(noSignup.body.code).toBe("user_does_not_exist");
  });

  it("rejects a wrong key, an expired token, a wrong audience and a wrong issuer with 401 invalid_credentials", async () => {
    const id = subject();
    const now = Math.floor(t.clock.now() / 1000);
    const bad = [
      await token(id, { signWith: wrongKey }),
      await token(id, { expiresAt: now - 60 }),
      await token(id, { audience: "someone-else" }),
      await token(id, { issuer: "https://evil.example" }),
      "not.a.jwt",
    ];
    for (const jwt of bad) {
      const answer = await t.post(AUTH, { token: jwt });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe("invalid_credentials");
    }
    // Expiry follows the server's clock: a valid token stops working once its time is up.
    const soon = await token(id);
    t.clock.advance(10 * 60_000);
    expect((await t.post(AUTH, { token: soon })).status).toBe(401);
  });

  it("verifies with a configured PEM key and a custom subject claim", async () => {
    const jwt = await new SignJWT({ user_id: "pem-42" }).setProtectedHeader({ alg: "RS256" }).sign(pemKey);
    const answer = await t.post(AUTH, { token: jwt }, { appId: "jwt-pem" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.user.linked_accounts[0]).toMatchObject({
      custom_user_id: "pem-42",
      custom_account_type: "custom:acme_pem",
    });
    const noClaim = await new SignJWT({ sub: "x" }).setProtectedHeader({ alg: "RS256" }).sign(pemKey);
    expect((await t.post(AUTH, { token: noClaim }, { appId: "jwt-pem" })).status).toBe(401);
    const off = await t.post(AUTH, { token: jwt }, { appId: "jwt-off" });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe("disallowed_login_method");
    expect((await t.post(AUTH, {})).body.code).toBe("invalid_data");
  });

  it("links to the signed-in user, refuses another user's account and a second one", async () => {
    const a = await t.post(AUTH, { token: await token(subject()) });
    const b = await t.post(AUTH, { token: await token(subject()) });
    const takenId = a.body.user.linked_accounts[0].custom_user_id;
    const taken = await t.post(LINK, { token: await token(takenId) }, { token: b.body.token });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("linked_to_another_user");
    const second = await t.post(LINK, { token: await token(subject()) }, { token: b.body.token });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe("cannot_link_more_of_type");
    expect((await t.post(LINK, { token: await token(subject()) })).status).toBe(401);
  });

  it("gives one account to exactly one of two users linking it concurrently", async () => {
    for (let round = 0; round < 3; round++) {
      const users = await Promise.all(
        [0, 1].map(async () => {
          const email = `jwt-race-${++seq}-${Date.now()}@example.com`;
          await t.post("/api/v1/passwordless/init", { email });
          const auth = await t.post("/api/v1/passwordless/authenticate", { email, code: await t.readCode(email) });
          return auth.body;
        }),
      );
      const id = subject();
      const answers = await Promise.all(
        users.map(async (user) => t.post(LINK, { token: await token(id) }, { token: user.token })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const holders = await Promise.all(
        users.map(async (user) => (await t.get("/api/v1/users/me", { token: user.token })).body.user),
      );
      expect(
        holders.filter((user) =>
          user.linked_accounts.some((acc: { custom_user_id?: string }) => acc.custom_user_id === id),
        ),
      ).toHaveLength(1);
    }
  });
});
