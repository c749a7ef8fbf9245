import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const INIT = "/api/v1/passwordless/init";
const AUTH = "/api/v1/passwordless/authenticate";
let seq = 0;
/** A fresh address per test keeps the shared server's per-destination state apart. */
const email = (name: string) => `${name}-${++seq}-${Date.now()}@example.com`;

describe.each(backends())("passwordless email ($name)", (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      apps: [
        { id: "strict-app", name: "Strict", disable_plus_emails: true },
        { id: "no-email-app", name: "No email", email_auth: false },
      ],
    });
  });
  afterAll(() => t?.close());

  it("signs up with an emailed code, then logs the same user in again (address case-insensitive)", async () => {
    const address = email("ada");
    expect((await t.post(INIT, { email: `  ${address.toUpperCase()} ` })).body).toEqual({ success: true });
    const [message] = await t.mailbox(address);
    expect(message).toMatchObject({ to: address, channel: "email" });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.subject).toContain(message?.code);
    expect(message?.text).toContain(message?.code);

    const first = await t.post(AUTH, { email: address, code: message?.code });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      is_new_user: true,
      token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const user = first.body.user;
    expect(user).toMatchObject({ mfa_methods: [], has_accepted_terms: false, is_guest: false, custom_metadata: {} });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.linked_accounts).toEqual([
      {
        type: "email",
        address,
        verified_at: expect.any(Number),
        first_verified_at: expect.any(Number),
        latest_verified_at: expect.any(Number),
      },
    ]);

    t.clock.advance(31_000);
    await t.post(INIT, { email: address.toUpperCase() });
    const again = await t.post(AUTH, { email: address.toUpperCase(), code: await t.readCode(address) });
    expect(again.status).toBe(200);
    expect(again.body.is_new_user).toBe(false);
    expect(again.body.user.id).toBe(user.id);
  });

  it("answers init identically for known and unknown addresses", async () => {
    const known = email("known");
    await t.login(known);
    t.clock.advance(31_000);
    const forKnown = await t.post(INIT, { email: known });
    const forUnknown = await t.post(INIT, { email: email("unknown") });
    expect(forKnown.status).toBe(200);
    expect({ status: forUnknown.status, body: forUnknown.body }).toEqual({
      status: forKnown.status,
      body: forKnown.body,
    });
    expect([...forUnknown.headers.keys()].sort()).toEqual([...forKnown.headers.keys()].sort());
  });

  it("refuses '+' addresses when the app disables them, and email when the app turns it off", async () => {
    const plus = await t.post(INIT, { email: "ada+tag@example.com" }, { appId: "strict-app" });
    expect(plus.status).toBe(400);
    expect(plus.body).toEqual({
      error: "Please enter a valid email address without a '+'.",
      code: "disallowed_plus_email",
    });
    expect((await t.post(INIT, { email: email("plain") }, { appId: "strict-app" })).status).toBe(200);
    expect((await t.post(INIT, { email: `x+${email("tag")}` })).status).toBe(200);

    const off = await t.post(INIT, { email: email("off") }, { appId: "no-email-app" });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe("disallowed_login_method");
  });

  it("no-signup: unknown address answers user_does_not_exist without consuming the code", async () => {
    const address = email("nosignup");
    await t.post(INIT, { email: address });
    const code = await t.readCode(address);
    const refused = await t.post(AUTH, { email: address, code, mode: "no-signup" });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: "Account not found", code: "user_does_not_exist" });
    const signUp = await t.post(AUTH, { email: address, code, mode: "login-or-sign-up" });
    expect(signUp.status).toBe(200);
    expect(signUp.body.is_new_user).toBe(true);

    t.clock.advance(31_000);
    await t.post(INIT, { email: address });
    const known = await t.post(AUTH, { email: address, code: await t.readCode(address), mode: "no-signup" });
    expect(known.status).toBe(200);
    expect(known.body.is_new_user).toBe(false);
  });

  it("link: needs a session and a valid code; one email per user; someone else's only by transfer", async () => {
    const a = await t.login(email("link-a"));
    const bAddress = email("link-b");
    await t.login(bAddress);
    const other = email("link-other");
    await t.post(INIT, { email: other });
    const code = await t.readCode(other);

    expect((await t.post("/api/v1/passwordless/link", { email: other, code })).status).toBe(401);
    const wrong = await t.post(
      "/api/v1/passwordless/link",
      { email: other, code: code === "000000" ? "111111" : "000000" },
      { token: a.token },
    );
    expect(wrong.body.code).toBe("invalid_credentials");
    const more = await t.post("/api/v1/passwordless/link", { email: other, code }, { token: a.token });
    expect(more.status).toBe(400);
    expect(more.body.code).toBe("cannot_link_more_of_type");

    t.clock.advance(31_000);
    await t.post(INIT, { email: bAddress });
    const taken = await t.post(
      "/api/v1/passwordless/link",
      { email: bAddress, code: await t.readCode(bAddress) },
      { token: a.token },
    );
    // Someone else's email is never linked outright: it takes an account transfer (AccountTransfer.test.ts).
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("account_transfer_required");

    const own = a.user.linked_accounts.find((account) => account.type === "email")?.address ?? "";
    t.clock.advance(31_000);
    await t.post(INIT, { email: own });
    const same = await t.post(
      "/api/v1/passwordless/link",
      { email: own, code: await t.readCode(own) },
      { token: a.token },
    );
    expect(same.status).toBe(200);
    expect(same.body.id).toBe(a.user.id);
  });

  it("unlink refuses the last login method and addresses the user does not hold", async () => {
    const address = email("unlink");
    const a = await t.login(address);
    const last = await t.post("/api/v1/passwordless/unlink", { address }, { token: a.token });
    expect(last.status).toBe(400);
    expect(last.body.code).toBe("failed_to_update_account");
    const notHeld = await t.post("/api/v1/passwordless/unlink", { address: email("nobody") }, { token: a.token });
    expect(notHeld.status).toBe(400);
    expect(notHeld.body.code).toBe("failed_to_update_account");
    expect((await t.post("/api/v1/passwordless/unlink", { address })).status).toBe(401);
  });

  it("update moves the user to a new address proven by a code sent to it", async () => {
    const oldAddress = email("update-old");
    const a = await t.login(oldAddress);
    const newAddress = email("update-new");
    await t.post(INIT, { email: newAddress });
    const code = await t.readCode(newAddress);

    const notHeld = await t.post(
      "/api/v1/passwordless/update",
      { old_address: email("x"), new_address: newAddress, code },
      { token: a.token },
    );
    expect(notHeld.body.code).toBe("failed_to_update_account");
    const updated = await t.post(
      "/api/v1/passwordless/update",
      { old_address: oldAddress, new_address: newAddress, code },
      { token: a.token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.id).toBe(a.user.id);
    expect(updated.body.linked_accounts.map((account: { address: string }) => account.address)).toEqual([newAddress]);

    t.clock.advance(31_000);
    expect((await t.login(newAddress)).user.id).toBe(a.user.id);
    const fresh = await t.login(oldAddress);
    expect(fresh.is_new_user).toBe(true);

    // Moving onto an address another user holds is refused.
    t.clock.advance(31_000);
    await t.post(INIT, { email: oldAddress });
    const taken = await t.post(
      "/api/v1/passwordless/update",
      { old_address: newAddress, new_address: oldAddress, code: await t.readCode(oldAddress) },
      { token: a.token },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("linked_to_another_user");
  });
});
