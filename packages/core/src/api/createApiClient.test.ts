import { describe, expect, it, vi } from "vitest";
import { FoyerError } from "../errors/FoyerError.ts";
import { type CannedResponse, fakeFetch, type RecordedCall } from "../testing/fakeFetch.ts";
import { wireAppConfigFixture } from "../testing/wireAppConfigFixture.ts";
import { createApiClient } from "./createApiClient.ts";
import type { WireUser } from "./wire.ts";

const wireUser: WireUser = {
  id: "u1",
  created_at: 1_700_000_000,
  linked_accounts: [
    { type: "email", address: "a@b.co", verified_at: 1_700_000_000, first_verified_at: 1, latest_verified_at: 2 },
  ],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
  custom_metadata: {},
};
const authBody = { user: wireUser, token: "access-1", refresh_token: "refresh-1", is_new_user: true };

function client(answers: (CannedResponse | Error)[] | ((call: RecordedCall) => CannedResponse | Error), token = "tok") {
  const fake = fakeFetch(answers);
  const getAccessToken = vi.fn(async () => token as string | null);
  const api = createApiClient({ appId: "app-1", serverUrl: "http://api.test/", fetch: fake.fetch, getAccessToken });
  return { api, calls: fake.calls, getAccessToken };
}

describe("createApiClient", () => {
  it("apps.get: GET apps/{appId} without a token", async () => {
    const config = wireAppConfigFixture({ id: "app-1" });
    const { api, calls, getAccessToken } = client([{ body: config }]);
    await expect(api.apps.get()).resolves.toEqual(config);
    expect(calls[0]).toMatchObject({ url: "http://api.test/api/v1/apps/app-1", method: "GET", body: undefined });
    expect(calls[0]?.headers["foyer-app-id"]).toBe("app-1");
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it("passwordless.init: POST {email}, resolves undefined on an empty answer", async () => {
    const { api, calls } = client([{ status: 204 }]);
    await expect(api.passwordless.init({ email: "a@b.co" })).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({
      url: "http://api.test/api/v1/passwordless/init",
      method: "POST",
      body: { email: "a@b.co" },
    });
    expect(calls[0]?.headers["content-type"]).toBe("application/json");
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it("passwordless.init sends captcha_token when given; transfer is authenticated; altcha challenge is a GET", async () => {
    const challenge = { algorithm: "SHA-256", challenge: "c", salt: "s", signature: "sig", maxnumber: 10 };
    const { api, calls } = client([{ status: 204 }, { body: { user: wireUser } }, { body: challenge }]);
    await api.passwordless.init({ email: "a@b.co", captchaToken: "tok-1" });
    expect((await api.passwordless.transfer({ nonce: "n1" })).id).toBe("u1");
    await expect(api.captcha.altchaChallenge()).resolves.toEqual(challenge);
    expect(calls.map((c) => [c.method, c.url.replace("http://api.test/api/v1/", ""), c.body])).toEqual([
      ["POST", "passwordless/init", { email: "a@b.co", captcha_token: "tok-1" }],
      ["POST", "passwordless/transfer", { nonce: "n1" }],
      ["GET", "captcha/altcha/challenge", undefined],
    ]);
    expect(calls[1]?.headers.authorization).toBe("Bearer tok");
    expect(calls[2]?.headers["foyer-app-id"]).toBe("app-1");
  });

  it("passwordless.authenticate: sends mode only when given and converts the answer", async () => {
    const { api, calls } = client([{ body: authBody }, { body: authBody }]);
    const result = await api.passwordless.authenticate({ email: "a@b.co", code: "123456" });
    await api.passwordless.authenticate({ email: "a@b.co", code: "123456", mode: "no-signup" });
    expect(calls[0]?.url).toBe("http://api.test/api/v1/passwordless/authenticate");
    expect(calls[0]?.body).toEqual({ email: "a@b.co", code: "123456" });
    expect(calls[1]?.body).toEqual({ email: "a@b.co", code: "123456", mode: "no-signup" });
    expect(result).toMatchObject({ accessToken: "access-1", refreshToken: "refresh-1", isNewUser: true });
    expect(result.user.email?.address).toBe("a@b.co");
    expect(result.user.createdAt).toEqual(new Date(1_700_000_000_000));
  });

  it("passwordless.link / unlink / update: authenticated, snake_case bodies, accept { user } or a bare user", async () => {
    const { api, calls } = client([{ body: { user: wireUser } }, { body: wireUser }, { body: { user: wireUser } }]);
    expect((await api.passwordless.link({ email: "a@b.co", code: "111111" })).id).toBe("u1");
    expect((await api.passwordless.unlink({ address: "a@b.co" })).id).toBe("u1");
    expect((await api.passwordless.update({ oldAddress: "a@b.co", newAddress: "c@d.co", code: "222222" })).id).toBe(
      "u1",
    );
    expect(calls.map((c) => [c.method, c.url.replace("http://api.test/api/v1/", ""), c.body])).toEqual([
      ["POST", "passwordless/link", { email: "a@b.co", code: "111111" }],
      ["POST", "passwordless/unlink", { address: "a@b.co" }],
      ["POST", "passwordless/update", { old_address: "a@b.co", new_address: "c@d.co", code: "222222" }],
    ]);
    for (const call of calls) expect(call.headers.authorization).toBe("Bearer tok");
  });

  it("sessions.refresh and logout: refresh token in the body, never ask for an access token", async () => {
    const { api, calls, getAccessToken } = client([{ body: authBody }, { status: 204 }]);
    const result = await api.sessions.refresh({ refreshToken: "refresh-0" });
    await api.sessions.logout({ refreshToken: "refresh-1" });
    expect(result.accessToken).toBe("access-1");
    expect(calls[0]).toMatchObject({ url: "http://api.test/api/v1/sessions", body: { refresh_token: "refresh-0" } });
    expect(calls[1]).toMatchObject({
      url: "http://api.test/api/v1/sessions/logout",
      body: { refresh_token: "refresh-1" },
    });
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it("users.me and acceptTerms: authenticated, answer { user }", async () => {
    const { api, calls } = client([
      { body: { user: wireUser } },
      { body: { user: { ...wireUser, has_accepted_terms: true } } },
    ]);
    expect((await api.users.me()).id).toBe("u1");
    expect((await api.users.acceptTerms()).hasAcceptedTerms).toBe(true);
    expect(calls[0]).toMatchObject({ url: "http://api.test/api/v1/users/me", method: "GET" });
    expect(calls[1]).toMatchObject({ url: "http://api.test/api/v1/users/me/accept_terms", method: "POST" });
    expect(calls.every((c) => c.headers.authorization === "Bearer tok")).toBe(true);
  });

  it("authenticated calls fail locally with must_be_authenticated when there is no token", async () => {
    const { api, calls } = client([], null as unknown as string);
    await expect(api.users.me()).rejects.toMatchObject({ code: "must_be_authenticated" });
    expect(calls).toHaveLength(0);
  });

  it("analytics.send: snake_case body with the SDK version, token only when there is one", async () => {
    const signedIn = client([{ status: 204 }]);
    await signedIn.api.analytics.send({ eventName: "modal_open", clientId: "c1", payload: { a: 1 } });
    expect(signedIn.calls[0]).toMatchObject({
      url: "http://api.test/api/v1/analytics_events",
      body: { event_name: "modal_open", client_id: "c1", payload: { a: 1, sdk_version: "3.5.0" } },
    });
    expect(signedIn.calls[0]?.headers.authorization).toBe("Bearer tok");

    const anonymous = client([{ status: 204 }], null as unknown as string);
    await anonymous.api.analytics.send({ eventName: "modal_open" });
    expect(anonymous.calls[0]?.body).toEqual({ event_name: "modal_open", payload: { sdk_version: "3.5.0" } });
    expect(anonymous.calls[0]?.headers.authorization).toBeUndefined();
  });

  it("maps server errors to typed FoyerErrors", async () => {
    const { api } = client([
      { status: 401, body: { error: "Invalid or expired verification code", code: "invalid_credentials" } },
    ]);
    const error = await api.passwordless.authenticate({ email: "a@b.co", code: "000000" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).toMatchObject({
      code: "invalid_credentials",
      status: 401,
      message: "Invalid or expired verification code",
    });
  });

  it("uses the global fetch at call time when none is given", async () => {
    const fake = fakeFetch([{ body: wireAppConfigFixture() }]);
    const original = globalThis.fetch;
    const api = createApiClient({ appId: "app-1", serverUrl: "http://api.test" });
    globalThis.fetch = fake.fetch;
    try {
      await api.apps.get();
    } finally {
      globalThis.fetch = original;
    }
    expect(fake.calls[0]?.url).toBe("http://api.test/api/v1/apps/app-1");
  });
});
