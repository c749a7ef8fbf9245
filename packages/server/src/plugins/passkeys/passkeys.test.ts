import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { type Ceremony, SoftwareAuthenticator } from "../../testing/SoftwareAuthenticator.ts";

const ORIGIN = "https://app.example";
const OTHER_ORIGIN = "https://other.example";
const P = "/api/v1/passkeys";

describe.each(backends())("passkeys ($name)", (backend) => {
  let t: TestServer;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      appId: "pk-app",
      apps: [
        {
          id: "pk-app",
          name: "Passkey App",
          passkey_auth: true,
          passkeys_for_signup_enabled: true,
          allowed_origins: [ORIGIN, OTHER_ORIGIN],
        },
        { id: "pk-no-signup", name: "No signup", passkey_auth: true, allowed_origins: [ORIGIN] },
        { id: "pk-off", name: "Off", passkey_auth: false, allowed_origins: [ORIGIN] },
      ],
    });
  });
  afterAll(() => t?.close());

  const post = (
    path: string,
    body: unknown,
    options: { token?: string; origin?: string | null; appId?: string } = {},
  ) =>
    t.post(`${P}/${path}`, body, {
      token: options.token,
      appId: options.appId,
      headers: options.origin === null ? {} : { origin: options.origin ?? ORIGIN },
    });
  /** The ceremony as the browser at `origin` would run it for the server's options. */
  const ceremony = (options: { challenge: string }, origin = ORIGIN): Ceremony => ({
    challenge: options.challenge,
    origin,
    rpId: new URL(origin).hostname,
  });

  const signUp = async (authenticator = new SoftwareAuthenticator()) => {
    const init = await post("register/init", {});
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const response = authenticator.create(ceremony(init.body.options));
    const registered = await post("register", { authenticator_response: response });
    return { authenticator, registered, response };
  };
  const assertion = async (authenticator: SoftwareAuthenticator, tweak: Partial<Ceremony> = {}) => {
    const init = await post("authenticate/init", {});
    expect(init.status).toBe(200);
    return authenticator.get({ ...ceremony(init.body.options), ...tweak });
  };
  const emailUser = () => t.login(`pk-${++seq}-${Date.now()}@example.com`);

  it("signs up with a new passkey, then signs the same user in with it", async () => {
    const init = await post("register/init", { user_name: "Ada" });
    expect(init.body.options).toMatchObject({
      rp: { id: "app.example", name: "Passkey App" },
      user: { name: "Ada" },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const authenticator = new SoftwareAuthenticator();
    const registered = await post("register", {
      authenticator_response: authenticator.create(ceremony(init.body.options)),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body).toMatchObject({ is_new_user: true, token: expect.any(String) });
    expect(registered.body.user.linked_accounts).toEqual([
      {
        type: "passkey",
        credential_id: authenticator.credentialId,
        authenticator_name: null,
        enrolled_in_mfa: false,
        verified_at: expect.any(Number),
        first_verified_at: expect.any(Number),
        latest_verified_at: expect.any(Number),
      },
    ]);
    // The public key and counter never leave the server.
    expect(JSON.stringify(registered.body)).not.toContain("public_key");

    const auth = await post("authenticate", { authenticator_response: await assertion(authenticator) });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    expect(auth.body).toMatchObject({ is_new_user: false, user: { id: registered.body.user.id } });
  });

  it("rejects a replayed challenge, for registration and for sign-in", async () => {
    const { authenticator, registered, response } = await signUp();
    expect(registered.status).toBe(200);
    const replayedSignup = await post("register", { authenticator_response: response });
    expect(replayedSignup.status).toBe(401);
    expect(replayedSignup.body.code).toBe("invalid_credentials");

    const signed = await assertion(authenticator);
    expect((await post("authenticate", { authenticator_response: signed })).status).toBe(200);
    const replayed = await post("authenticate", { authenticator_response: signed });
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe("invalid_credentials");
  });

  it("rejects a wrong origin: in clientDataJSON, or a request from another origin than the challenge's", async () => {
    const { authenticator } = await signUp();
    const evil = await assertion(authenticator, { origin: "https://evil.example" });
    expect((await post("authenticate", { authenticator_response: evil })).body.code).toBe("invalid_credentials");

    // Challenge issued to app.example, redeemed from other.example (also allowed): refused.
    const crossed = await assertion(authenticator, { origin: OTHER_ORIGIN, rpId: "other.example" });
    const answer = await post("authenticate", { authenticator_response: crossed }, { origin: OTHER_ORIGIN });
    expect(answer.status).toBe(401);

    const init = await post("register/init", {});
    const badSignup = new SoftwareAuthenticator().create({
      ...ceremony(init.body.options),
      origin: "https://evil.example",
    });
    expect((await post("register", { authenticator_response: badSignup })).status).toBe(401);

    // Origins outside the app's list never get that far; passkey calls need an Origin at all.
    expect((await post("authenticate/init", {}, { origin: "https://evil.example" })).status).toBe(401);
    const noOrigin = await post("authenticate/init", {}, { origin: null });
    expect(noOrigin.status).toBe(400);
    expect(noOrigin.body.code).toBe("invalid_data");
  });

  it("rejects a wrong RP ID, for registration and for sign-in", async () => {
    const init = await post("register/init", {});
    const badRp = new SoftwareAuthenticator().create({ ...ceremony(init.body.options), rpId: "evil.example" });
    expect((await post("register", { authenticator_response: badRp })).status).toBe(401);

    const { authenticator } = await signUp();
    const signed = await assertion(authenticator, { rpId: "example" });
    const answer = await post("authenticate", { authenticator_response: signed });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe("invalid_credentials");
  });

  it("stores the sign counter and refuses one that does not move forward", async () => {
    const { authenticator } = await signUp();
    authenticator.counter = 5;
    expect((await post("authenticate", { authenticator_response: await assertion(authenticator) })).status).toBe(200);
    // A clone replaying the same or an older count is refused.
    expect((await post("authenticate", { authenticator_response: await assertion(authenticator) })).status).toBe(401);
    authenticator.counter = 4;
    expect((await post("authenticate", { authenticator_response: await assertion(authenticator) })).status).toBe(401);
    authenticator.counter = 6;
    expect((await post("authenticate", { authenticator_response: await assertion(authenticator) })).status).toBe(200);
  });

  it("lets challenges expire after 5 minutes", async () => {
    const { authenticator } = await signUp();
    const signed = await assertion(authenticator);
    t.clock.advance(5 * 60_000 + 1_000);
    const late = await post("authenticate", { authenticator_response: signed });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe("invalid_credentials");
  });

  it("never signs anyone in by registering a credential id that already exists", async () => {
    const { authenticator } = await signUp();
    // Attacker: same credential id, their own key. Attestation "none" proves nothing about the id.
    const forged = await signUp(new SoftwareAuthenticator({ credentialId: authenticator.credentialId }));
    expect(forged.registered.status).toBe(409);
    expect(forged.registered.body.code).toBe("linked_to_another_user");
    expect(forged.registered.body.token).toBeUndefined();
  });

  it("follows the app's flags: signup needs passkeys_for_signup_enabled, any use needs passkey_auth", async () => {
    const noSignup = await post("register/init", {}, { appId: "pk-no-signup" });
    expect(noSignup.status).toBe(403);
    expect(noSignup.body.code).toBe("passkey_not_allowed");
    expect((await post("authenticate/init", {}, { appId: "pk-no-signup" })).status).toBe(200);
    const off = await post("authenticate/init", {}, { appId: "pk-off" });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe("disallowed_login_method");
    const unknown = await post("authenticate", {
      authenticator_response: await assertion(new SoftwareAuthenticator()),
    });
    expect(unknown.status).toBe(401);
    expect((await post("register", { authenticator_response: { id: "x" } })).body.code).toBe("invalid_data");
  });

  it("links passkeys to an email user up to the limit, and unlinks them but never the last method", async () => {
    const user = await emailUser();
    const link = async (authenticator: SoftwareAuthenticator, token = user.token) => {
      const init = await post("link/init", {}, { token });
      if (init.status !== 200) return init;
      return post("link", { authenticator_response: authenticator.create(ceremony(init.body.options)) }, { token });
    };
    const first = new SoftwareAuthenticator();
    const linked = await link(first);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email", "passkey"]);
    const init = await post("link/init", {}, { token: user.token });
    expect(init.body.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: first.credentialId, type: "public-key" }),
    ]);

    // The linked passkey signs the same user in.
    const auth = await post("authenticate", { authenticator_response: await assertion(first) });
    expect(auth.body.user.id).toBe(user.user.id);

    for (let i = 0; i < 4; i++) expect((await link(new SoftwareAuthenticator())).status).toBe(200);
    const sixth = await link(new SoftwareAuthenticator());
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({ error: "Cannot link more passkeys to account.", code: "cannot_link_more_of_type" });

    // A challenge issued to one user cannot link a passkey to another.
    const other = await emailUser();
    const stolen = await post("link/init", {}, { token: other.token });
    const response = new SoftwareAuthenticator().create(ceremony(stolen.body.options));
    expect((await post("link", { authenticator_response: response }, { token: user.token })).status).toBe(401);
    // Another user's passkey is theirs.
    const { authenticator: theirs } = await signUp();
    const taken = await link(new SoftwareAuthenticator({ credentialId: theirs.credentialId }), other.token);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("linked_to_another_user");
    expect((await post("link/init", {})).status).toBe(401);

    const unlinked = await post("unlink", { credential_id: first.credentialId }, { token: user.token });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.linked_accounts).toHaveLength(5);
    const { registered } = await signUp();
    const only = registered.body.user.linked_accounts[0].credential_id;
    const last = await post("unlink", { credential_id: only }, { token: registered.body.token });
    expect(last.status).toBe(400);
    expect(last.body.code).toBe("failed_to_update_account");
  });
});
