import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { SoftwareAuthenticator } from "../../testing/SoftwareAuthenticator.ts";

const GUEST = "/api/v1/guest/authenticate";
const ORIGIN = "http://localhost:5173";

describe.each(backends())("guest accounts ($name)", (backend) => {
  let t: TestServer;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      rateLimits: { guestAccountsPerIpPerHour: 8 },
      apps: [
        { id: "no-guests", name: "No guests" },
        { id: "guests", name: "Guests", guest_accounts_enabled: true },
      ],
    });
  });
  afterAll(() => t?.close());

  const guest = async () => {
    const answer = await t.post(GUEST, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it("creates a guest user with a session (enabled by default on the dev app)", async () => {
    const body = await guest();
    expect(body).toMatchObject({ is_new_user: true, token: expect.any(String), refresh_token: expect.any(String) });
    expect(body.user).toMatchObject({ is_guest: true, linked_accounts: [] });
    const me = await t.get("/api/v1/users/me", { token: body.token });
    expect(me.body.user).toMatchObject({ id: body.user.id, is_guest: true });
    // Each call is a new guest.
    expect((await guest()).user.id).not.toBe(body.user.id);
    // The refresh token works like any other session's.
    const refreshed = await t.post("/api/v1/sessions", { refresh_token: body.refresh_token });
    expect(refreshed.body.user.id).toBe(body.user.id);
  });

  it("is refused unless the app enables guest accounts, and rejects a body with fields", async () => {
    const off = await t.post(GUEST, {}, { appId: "no-guests" });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe("disallowed_login_method");
    expect((await t.post(GUEST, {}, { appId: "guests" })).status).toBe(200);
    expect((await t.post(GUEST, { is_guest: false })).body.code).toBe("invalid_data");
    expect((await t.post(GUEST, "nope")).body.code).toBe("invalid_data");
  });

  it("keeps the user id and stops being a guest after linking an email", async () => {
    const { user, token } = await guest();
    const email = `guest-${++seq}-${Date.now()}@example.com`;
    await t.post("/api/v1/passwordless/init", { email });
    const linked = await t.post("/api/v1/passwordless/link", { email, code: await t.readCode(email) }, { token });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      id: user.id,
      is_guest: false,
      linked_accounts: [{ type: "email", address: email }],
    });
    // Signing in with that email later reaches the same (former guest) user.
    t.clock.advance(31_000);
    expect((await t.login(email)).user.id).toBe(user.id);
  });

  it("keeps the user id and stops being a guest after linking a phone or a passkey", async () => {
    const first = await guest();
    const number = `+1415${String(3_000_000 + (Date.now() % 1_000_000)).padStart(7, "0")}`;
    await t.post("/api/v1/passwordless_sms/init", { phone_number: number });
    const phone = await t.post(
      "/api/v1/passwordless_sms/link",
      { phone_number: number, code: await t.readCode(number) },
      { token: first.token },
    );
    expect(phone.body).toMatchObject({ id: first.user.id, is_guest: false });

    const second = await guest();
    const headers = { origin: ORIGIN };
    const init = await t.post("/api/v1/passkeys/link/init", {}, { token: second.token, headers });
    const response = new SoftwareAuthenticator().create({
      challenge: init.body.options.challenge,
      origin: ORIGIN,
      rpId: "localhost",
    });
    const passkey = await t.post(
      "/api/v1/passkeys/link",
      { authenticator_response: response },
      { token: second.token, headers },
    );
    expect(passkey.status, JSON.stringify(passkey.body)).toBe(200);
    expect(passkey.body).toMatchObject({ id: second.user.id, is_guest: false });
  });

  it("caps guest creation per client IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await t.post(GUEST, {}, { appId: "guests" })).status);
    expect(statuses).toContain(429);
  });
});
