import { randomBytes } from "node:crypto";
import { FoyerError, type LoginMode } from "@foyer/core";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { linkedAccounts } from "../../db/schema.ts";
import { type AppRecord, normaliseOrigin } from "../../domain/apps/AppService.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { AccountKey, UserService } from "../../domain/users/UserService.ts";
import { checkPasskeyAssertion } from "../../security/checkPasskeyAssertion.ts";
import { loadWebAuthn } from "../../security/loadWebAuthn.ts";
import type { Nonces } from "../../security/Nonces.ts";

/** Challenges are single use and live 5 minutes (DESIGN.md security rules). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** Passkeys one user may hold; one more is 400 cannot_link_more_of_type "Cannot link more passkeys to account." */
export const PASSKEYS_PER_USER = 5;

type Purpose = "passkey_register" | "passkey_authenticate" | "passkey_link";
/** Where a ceremony takes place: the request's exact allowed origin, and its hostname as RP ID. */
interface RelyingParty {
  origin: string;
  rpId: string;
}

const invalid = (message: string, cause?: unknown) =>
  new FoyerError("invalid_credentials", message, cause === undefined ? {} : { cause });

/** The challenge the browser signed, read from clientDataJSON (base64url JSON). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    if (typeof data.challenge === "string" && data.challenge.length > 0) return data.challenge;
  } catch {}
  throw new FoyerError("invalid_data", "clientDataJSON is not valid.");
}

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: signup (register), sign-in (authenticate), link and
 * unlink. The credential id is the linked account's subject (type "passkey"); its COSE public key, sign
 * counter, transports and AAGUID live in linked_accounts.details.
 *
 * Origin and RP ID: the request's `Origin` header must be one of the app's allowed origins (exact match,
 * enforced by requireApp and again here), the ceremony expects exactly that origin, and the RP ID is its
 * hostname. Both are fixed when the challenge is issued and checked when it is redeemed.
 */
export class PasskeyService {
  readonly #db: Database;
  readonly #nonces: Nonces;
  readonly #users: UserService;
  readonly #signIn: SignIn;

  constructor(deps: { db: Database; nonces: Nonces; users: UserService; signIn: SignIn }) {
    this.#db = deps.db;
    this.#nonces = deps.nonces;
    this.#users = deps.users;
    this.#signIn = deps.signIn;
  }

  /** Options for creating a passkey that signs a new user up (passkeys_for_signup_enabled). */
  async registerInit(
    app: AppRecord,
    origin: string | undefined,
    userName?: string,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    this.#checkSignup(app);
    const party = this.#relyingParty(app, origin);
    const challenge = await this.#issue(app, "passkey_register", party, {});
    return this.#creationOptions(app, party, challenge, userName ?? `${app.config.name} account`, []);
  }

  /**
   * Signs a new user up with a freshly created passkey. A credential id that is already registered is 409
   * linked_to_another_user: registration proves nothing about an existing credential (attestation "none"),
   * so it must never sign anyone into the account that holds it.
   */
  async register(
    app: AppRecord,
    origin: string | undefined,
    response: RegistrationResponseJSON,
  ): Promise<SignInResult> {
    this.#checkSignup(app);
    const { party } = await this.#redeem(app, "passkey_register", origin, response.response.clientDataJSON);
    const account = await this.#verifyRegistration(response, party);
    return this.#db.transaction(async (tx) => {
      if (await this.#users.findByAccount(tx, app.id, account)) throw new FoyerError("linked_to_another_user");
      return this.#signIn.withAccount(tx, app, account, "login-or-sign-up");
    });
  }

  /** Options for signing in with a discoverable passkey (the browser offers the user's passkeys). */
  async authenticateInit(app: AppRecord, origin: string | undefined): Promise<PublicKeyCredentialRequestOptionsJSON> {
    this.#checkEnabled(app);
    const party = this.#relyingParty(app, origin);
    const challenge = await this.#issue(app, "passkey_authenticate", party, {});
    return (await loadWebAuthn()).generateAuthenticationOptions({
      rpID: party.rpId,
      challenge: Buffer.from(challenge, "base64url"),
      userVerification: "required",
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    });
  }

  /**
   * Signs in with a passkey assertion. Unknown credential, bad signature, wrong origin or RP ID, used or
   * expired challenge, or a sign counter that did not move forward: 401 invalid_credentials.
   */
  async authenticate(
    app: AppRecord,
    origin: string | undefined,
    response: AuthenticationResponseJSON,
    mode: LoginMode,
  ): Promise<SignInResult> {
    this.#checkEnabled(app);
    const { party, challenge } = await this.#redeem(
      app,
      "passkey_authenticate",
      origin,
      response.response.clientDataJSON,
    );
    return this.#db.transaction(async (tx) => {
      const subject = await checkPasskeyAssertion(
        tx,
        { appId: app.id },
        response,
        { challenge, origin: party.origin, rpId: party.rpId },
        invalid,
      );
      return this.#signIn.withAccount(tx, app, { type: "passkey", subject }, mode);
    });
  }

  /** Options for adding a passkey to the signed-in user (their existing passkeys are excluded). */
  async linkInit(
    app: AppRecord,
    origin: string | undefined,
    userId: string,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    this.#checkEnabled(app);
    const party = this.#relyingParty(app, origin);
    const held = await this.#db
      .select({ subject: linkedAccounts.subject, details: linkedAccounts.details })
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.type, "passkey")));
    if (held.length >= PASSKEYS_PER_USER) {
      throw new FoyerError("cannot_link_more_of_type", "Cannot link more passkeys to account.");
    }
    const challenge = await this.#issue(app, "passkey_link", party, { user_id: userId });
    const exclude = held.map((p) => ({ id: p.subject, transports: (p.details.transports as string[]) ?? undefined }));
    return this.#creationOptions(app, party, challenge, `${app.config.name} account`, exclude);
  }

  /** Links a newly created passkey to the signed-in user who asked for the challenge. */
  async link(
    app: AppRecord,
    origin: string | undefined,
    userId: string,
    response: RegistrationResponseJSON,
  ): Promise<void> {
    this.#checkEnabled(app);
    const { party, payload } = await this.#redeem(app, "passkey_link", origin, response.response.clientDataJSON);
    if (payload.user_id !== userId) throw invalid("This passkey challenge was issued to another user.");
    const account = await this.#verifyRegistration(response, party);
    try {
      await this.#db.transaction((tx) =>
        this.#signIn.link(tx, app, userId, account, PASSKEYS_PER_USER, { transferable: false }),
      );
    } catch (error) {
      if (error instanceof FoyerError && error.code === "cannot_link_more_of_type") {
        throw new FoyerError("cannot_link_more_of_type", "Cannot link more passkeys to account.");
      }
      throw error;
    }
  }

  /** Removes a passkey from the signed-in user (never their last login method). */
  async unlink(userId: string, credentialId: string): Promise<void> {
    await this.#db.transaction((tx) => this.#users.unlink(tx, userId, { type: "passkey", subject: credentialId }));
  }

  async #verifyRegistration(response: RegistrationResponseJSON, party: RelyingParty): Promise<AccountKey> {
    try {
      const result = await (await loadWebAuthn()).verifyRegistrationResponse({
        response,
        expectedChallenge: challengeOf(response.response.clientDataJSON),
        expectedOrigin: party.origin,
        expectedRPID: party.rpId,
        requireUserVerification: true,
      });
      if (!result.verified) throw new Error("registration not verified");
      const { credential, aaguid, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
      return {
        type: "passkey",
        subject: credential.id,
        details: {
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: credential.transports ?? response.response.transports ?? [],
          aaguid,
          device_type: credentialDeviceType,
          backed_up: credentialBackedUp,
          rp_id: party.rpId,
          authenticator_name: null,
        },
      };
    } catch (cause) {
      throw invalid("The passkey could not be verified.", cause);
    }
  }

  async #creationOptions(
    app: AppRecord,
    party: RelyingParty,
    challenge: string,
    userName: string,
    exclude: { id: string; transports?: string[] }[],
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return (await loadWebAuthn()).generateRegistrationOptions({
      rpName: app.config.name,
      rpID: party.rpId,
      userName,
      challenge: Buffer.from(challenge, "base64url"),
      attestationType: "none",
      excludeCredentials: exclude,
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    });
  }

  /** A random 256-bit challenge (base64url), single use, bound to the ceremony's origin and RP ID. */
  async #issue(app: AppRecord, purpose: Purpose, party: RelyingParty, extra: Record<string, unknown>) {
    return this.#nonces.issue(app.id, purpose, {
      ttlMs: PASSKEY_CHALLENGE_TTL_MS,
      value: randomBytes(32).toString("base64url"),
      payload: { origin: party.origin, rp_id: party.rpId, ...extra },
    });
  }

  /**
   * Consumes the challenge the browser signed (one conditional UPDATE: a replay finds it used) and checks
   * that this request comes from the origin the challenge was issued to.
   */
  async #redeem(app: AppRecord, purpose: Purpose, origin: string | undefined, clientDataJSON: string) {
    const party = this.#relyingParty(app, origin);
    const challenge = challengeOf(clientDataJSON);
    const payload = await this.#nonces.consume(app.id, purpose, challenge);
    if (!payload) throw invalid("The passkey challenge is unknown, expired or already used.");
    if (payload.origin !== party.origin || payload.rp_id !== party.rpId) {
      throw invalid("The passkey challenge was issued to another origin.");
    }
    return { party, challenge, payload };
  }

  #relyingParty(app: AppRecord, origin: string | undefined): RelyingParty {
    if (!origin) throw new FoyerError("invalid_data", "Passkey calls need the browser's Origin header.");
    const normalised = normaliseOrigin(origin);
    if (!app.allowedOrigins.includes(normalised)) throw new FoyerError("missing_or_invalid_foyer_app_id");
    return { origin: normalised, rpId: new URL(normalised).hostname };
  }

  #checkEnabled(app: AppRecord): void {
    if (!app.config.passkey_auth) throw new FoyerError("disallowed_login_method");
  }

  #checkSignup(app: AppRecord): void {
    this.#checkEnabled(app);
    if (!app.config.passkeys_for_signup_enabled) throw new FoyerError("passkey_not_allowed");
  }
}
