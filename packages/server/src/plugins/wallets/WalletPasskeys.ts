import { randomBytes, randomUUID } from "node:crypto";
import { FoyerError } from "@foyer/core";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { embeddedWalletPasskeys } from "../../db/schema.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import { loadWebAuthn } from "../../security/loadWebAuthn.ts";
import type { Nonces } from "../../security/Nonces.ts";

/** Challenges live 5 minutes and are single use, as the login passkeys' (DESIGN.md security rules). */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wallet-origin passkeys one user may hold (one per authenticator they keep; more is 400). */
export const WALLET_PASSKEYS_PER_USER = 5;

type Purpose = "wallet_passkey_register" | "wallet_passkey_verify";

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
 * A ceremony run in a frame (clientData `crossOrigin`) must have been framed by one of the app's origins
 * (`topOrigin`, when the browser reports it), as @simplewebauthn checks for assertions (expectedTopOrigin).
 */
function checkTopOrigin(clientDataJSON: string, allowed: readonly string[]): void {
  const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
    crossOrigin?: unknown;
    topOrigin?: unknown;
  };
  if (data.crossOrigin === true && typeof data.topOrigin === "string" && !allowed.includes(data.topOrigin)) {
    throw invalid("The passkey was made in a page of another site.");
  }
}

/**
 * Passkeys on the wallet origin (issue 13 item 3): the new-device verification of a user with neither
 * email nor phone. A registered device of the user adds one (the frame's verification page, in the modal,
 * right after the first wallet is made); a new device proves the user with it and its device key is then
 * registered. The relying party is the wallet origin itself (RP ID its hostname), never the host page's,
 * so the host cannot run the ceremony, and the challenge is bound to the user and the device key that asked
 * for it: an assertion registers that key only.
 */
export class WalletPasskeys {
  readonly #db: Database;
  readonly #nonces: Nonces;
  readonly #now: () => number;

  constructor(deps: { db: Database; nonces: Nonces; now: () => number }) {
    this.#db = deps.db;
    this.#nonces = deps.nonces;
    this.#now = deps.now;
  }

  /** The user's wallet-origin passkeys (credential ids and transports). */
  async held(appId: string, userId: string): Promise<{ id: string; transports: string[] }[]> {
    const rows = await this.#db
      .select({ id: embeddedWalletPasskeys.credentialId, transports: embeddedWalletPasskeys.transports })
      .from(embeddedWalletPasskeys)
      .where(and(eq(embeddedWalletPasskeys.appId, appId), eq(embeddedWalletPasskeys.userId, userId)));
    return rows;
  }

  /** Creation options for a passkey of this user on `origin` (the wallet origin); theirs are excluded. */
  async registerInit(
    app: AppRecord,
    userId: string,
    origin: string,
    thumbprint: string,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const held = await this.held(app.id, userId);
    if (held.length >= WALLET_PASSKEYS_PER_USER) {
      throw new FoyerError("cannot_link_more_of_type", "Cannot add more passkeys to this wallet.");
    }
    const challenge = await this.#issue(app, "wallet_passkey_register", origin, userId, thumbprint);
    return (await loadWebAuthn()).generateRegistrationOptions({
      rpName: `${app.config.name} wallet`,
      rpID: new URL(origin).hostname,
      userName: `${app.config.name} wallet`,
      // Not discoverable: it is only ever asked for by id (allowCredentials), and must not show up in the
      // host page's passkey sign-in on the same RP ID.
      userID: new TextEncoder().encode(`wallet:${userId}`),
      challenge: Buffer.from(challenge, "base64url"),
      attestationType: "none",
      excludeCredentials: held.map((p) => ({ id: p.id, transports: p.transports as never })),
      authenticatorSelection: { residentKey: "discouraged", userVerification: "required" },
      timeout: CHALLENGE_TTL_MS,
    });
  }

  /** Stores the passkey made from a registerInit challenge of this user and device key, on `origin`. */
  async register(
    app: AppRecord,
    userId: string,
    origin: string,
    thumbprint: string,
    response: RegistrationResponseJSON,
  ): Promise<void> {
    const challenge = await this.#redeem(app, "wallet_passkey_register", origin, userId, thumbprint, response);
    checkTopOrigin(response.response.clientDataJSON, app.allowedOrigins);
    let info: VerifiedRegistrationResponse["registrationInfo"];
    try {
      const result = await (await loadWebAuthn()).verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: new URL(origin).hostname,
        requireUserVerification: true,
      });
      if (!result.verified || !result.registrationInfo) throw new Error("registration not verified");
      info = result.registrationInfo;
    } catch (cause) {
      throw invalid("The passkey could not be verified.", cause);
    }
    const added = await this.#db
      .insert(embeddedWalletPasskeys)
      .values({
        id: randomUUID(),
        appId: app.id,
        userId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
        counter: info.credential.counter,
        transports: info.credential.transports ?? response.response.transports ?? [],
        origin,
        createdAt: new Date(this.#now()),
      })
      .onConflictDoNothing()
      .returning({ id: embeddedWalletPasskeys.id });
    if (added.length === 0) throw new FoyerError("linked_to_another_user", "This passkey is already registered.");
  }

  /** Request options naming the user's wallet passkeys; a user without one gets 400 not_supported. */
  async verifyInit(
    app: AppRecord,
    userId: string,
    origin: string,
    thumbprint: string,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const held = await this.held(app.id, userId);
    if (held.length === 0) throw new FoyerError("not_supported", "No passkey was added for this wallet.");
    const challenge = await this.#issue(app, "wallet_passkey_verify", origin, userId, thumbprint);
    return (await loadWebAuthn()).generateAuthenticationOptions({
      rpID: new URL(origin).hostname,
      challenge: Buffer.from(challenge, "base64url"),
      allowCredentials: held.map((p) => ({ id: p.id, transports: p.transports as never })),
      userVerification: "required",
      timeout: CHALLENGE_TTL_MS,
    });
  }

  /**
   * Checks an assertion by one of the user's wallet passkeys over a verifyInit challenge of this user and
   * device key (signature, origin, RP ID, user verification), moving the sign counter by compare-and-set so
   * of two racing assertions from a cloned authenticator only one counts. The challenge is spent first, so a
   * failed try burns it. Anything wrong: 401 invalid_credentials.
   */
  async verify(
    app: AppRecord,
    userId: string,
    origin: string,
    thumbprint: string,
    response: AuthenticationResponseJSON,
  ): Promise<void> {
    const challenge = await this.#redeem(app, "wallet_passkey_verify", origin, userId, thumbprint, response);
    const db = this.#db;
    const [row] = await db
      .select()
      .from(embeddedWalletPasskeys)
      .where(
        and(
          eq(embeddedWalletPasskeys.appId, app.id),
          eq(embeddedWalletPasskeys.userId, userId),
          eq(embeddedWalletPasskeys.credentialId, response.id),
        ),
      )
      .limit(1);
    if (!row) throw invalid("Unknown passkey.");
    let counter: number;
    try {
      const result = await (await loadWebAuthn()).verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: new URL(origin).hostname,
        // The page runs framed in the app's page: that page must be one of the app's origins.
        expectedTopOrigin: app.allowedOrigins,
        credential: {
          id: row.credentialId,
          publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")),
          counter: row.counter,
          transports: row.transports as never,
        },
        requireUserVerification: true,
      });
      if (!result.verified) throw new Error("assertion not verified");
      counter = result.authenticationInfo.newCounter;
    } catch (cause) {
      throw invalid("The passkey could not be verified.", cause);
    }
    const moved = await db
      .update(embeddedWalletPasskeys)
      .set({ counter })
      .where(and(eq(embeddedWalletPasskeys.id, row.id), eq(embeddedWalletPasskeys.counter, row.counter)))
      .returning({ id: embeddedWalletPasskeys.id });
    if (moved.length === 0) throw invalid("The passkey could not be verified.");
  }

  async #issue(app: AppRecord, purpose: Purpose, origin: string, userId: string, thumbprint: string) {
    return this.#nonces.issue(app.id, purpose, {
      ttlMs: CHALLENGE_TTL_MS,
      value: randomBytes(32).toString("base64url"),
      payload: { origin, user_id: userId, thumbprint },
    });
  }

  /** Consumes the signed challenge; it must have been issued to this user, device key and origin. */
  async #redeem(
    app: AppRecord,
    purpose: Purpose,
    origin: string,
    userId: string,
    thumbprint: string,
    response: { response: { clientDataJSON: string } },
  ): Promise<string> {
    const challenge = challengeOf(response.response.clientDataJSON);
    const payload = await this.#nonces.consume(app.id, purpose, challenge);
    if (!payload) throw invalid("The passkey challenge is unknown, expired or already used.");
    if (payload.origin !== origin || payload.user_id !== userId || payload.thumbprint !== thumbprint) {
      throw invalid("The passkey challenge was issued to another device.");
    }
    return challenge;
  }
}
