import { randomBytes } from "node:crypto";
import { CODE_MAX_ATTEMPTS, FoyerError } from "@foyer/core";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Database } from "../db/Database.ts";
import { linkedAccounts, mfaMethods, otpCodes } from "../db/schema.ts";
import type { Delivery } from "../delivery/Delivery.ts";
import { type AppRecord, normaliseOrigin } from "../domain/apps/AppService.ts";
import type { Logger } from "../Logger.ts";
import { checkPasskeyAssertion } from "../security/checkPasskeyAssertion.ts";
import { loadWebAuthn } from "../security/loadWebAuthn.ts";
import type { Nonces } from "../security/Nonces.ts";
import type { OneTimeCodes } from "../security/OneTimeCodes.ts";
import type { RateLimiter } from "../security/RateLimiter.ts";
import type { RateLimits } from "../security/RateLimits.ts";
import type { SecretHasher } from "../security/SecretHasher.ts";
import type { AuthContext } from "./AuthContext.ts";

/** An MFA proof lives this long: enough for a signing ceremony, short enough that a stolen one ages fast. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
/** Passkey MFA challenges: single use, 5 minutes, like sign-in challenges. */
const MFA_CHALLENGE_TTL_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;
/** Header the frame (or any client) sends the proof in. */
export const MFA_TOKEN_HEADER = "foyer-mfa-token";

export type MfaMethod = "sms" | "passkey";

export interface MfaDeps {
  db: Database;
  codes: OneTimeCodes;
  nonces: Nonces;
  delivery: Delivery;
  hasher: SecretHasher;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  logger: Logger;
  logCodes: boolean;
  now: () => number;
}

const invalidMfa = (message?: string, cause?: unknown) =>
  new FoyerError("missing_or_invalid_mfa", message, cause === undefined ? {} : { cause });

/**
 * The MFA codes live in the one-time code table under their own address ("mfa-verify:<user>:<number>"),
 * so a login code sent to the same number can never pass as an MFA code, nor the other way round; an
 * enrolment code is apart from verification codes too (and enrolling does not start the resend cooldown
 * of the first verification right after it).
 */
const smsDestination = (appId: string, userId: string, number: string, purpose: "enroll" | "verify") => ({
  appId,
  channel: "sms" as const,
  address: `mfa-${purpose}:${userId}:${number}`,
});

/**
 * Multi-factor verification for embedded-wallet use (spec 001 §6, §8 MFA errors): SMS codes and passkeys
 * as second factors. A successful verification answers a short-lived MFA token (HS256 JWT keyed by the
 * server secret, bound to the user, the session and the app) that `requireMfa` accepts.
 *
 * Enrolling a further method, and unenrolling, need a valid MFA token once any method is enrolled: a
 * stolen access token alone cannot swap the second factor.
 */
export class MfaService {
  readonly #d: MfaDeps;
  readonly #key: Uint8Array;

  constructor(deps: MfaDeps) {
    this.#d = deps;
    this.#key = new Uint8Array(Buffer.from(deps.hasher.hmac("mfa-token-key", "v1"), "base64url"));
  }

  /** The user's enrolled methods (sms subjects are phone numbers, passkey subjects credential ids). */
  async list(userId: string): Promise<{ method: MfaMethod; subject: string }[]> {
    const rows = await this.#d.db
      .select({ method: mfaMethods.method, subject: mfaMethods.subject })
      .from(mfaMethods)
      .where(eq(mfaMethods.userId, userId));
    return rows as { method: MfaMethod; subject: string }[];
  }

  /** Sends an SMS code: to `number` when enrolling, else to the enrolled number. */
  async sendSmsCode(app: AppRecord, auth: AuthContext, number: string | undefined, ip: string): Promise<void> {
    const enrolled = (await this.list(auth.userId)).find((m) => m.method === "sms");
    const to = number ?? enrolled?.subject;
    if (!to) throw new FoyerError("invalid_data", "No phone number is enrolled for MFA.");
    const { rateLimiter, rateLimits, codes, delivery, logger } = this.#d;
    await rateLimiter.hit(`code-send:ip:${ip}`, rateLimits.codeSendsPerIpPerHour, HOUR_MS);
    await rateLimiter.hit(`mfa-send:${app.id}:${auth.userId}`, rateLimits.codeSendsPerDestinationPerHour, HOUR_MS);
    const target = smsDestination(app.id, auth.userId, to, number ? "enroll" : "verify");
    const code = await codes.issue(target);
    const text = `${code} is your ${app.config.name} verification code. It expires in 10 minutes.`;
    try {
      const subject = `${app.config.name} verification code`;
      await delivery.sendToPhone({ appId: app.id, channel: "sms", to, code, subject, text }, app.settings.twilio);
    } catch (error) {
      await codes.cancel(target);
      logger.error("mfa sms delivery failed", { error: error instanceof Error ? error.message : String(error) });
      throw new FoyerError("unknown_mfa_error", "Could not send the message. Try again.");
    }
    if (this.#d.logCodes) logger.info(`mfa code for ${to}: ${code}`);
  }

  /** Enrolls `number` once its code is proven. */
  async enrollSms(app: AppRecord, auth: AuthContext, number: string, code: string, mfaToken: string | undefined) {
    await this.#checkMayChange(app, auth, mfaToken);
    await this.#verifyCode(app, auth.userId, number, "enroll", code, async (tx) => {
      await tx
        .insert(mfaMethods)
        .values({
          userId: auth.userId,
          appId: app.id,
          method: "sms",
          subject: number,
          createdAt: new Date(this.#d.now()),
        })
        .onConflictDoNothing();
    });
  }

  /**
   * WebAuthn request options for an MFA ceremony: for enrolment any of the user's linked passkeys, for
   * verification only the enrolled ones.
   */
  async passkeyInit(
    app: AppRecord,
    auth: AuthContext,
    origin: string | undefined,
    purpose: "enroll" | "verify",
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const party = relyingParty(app, origin);
    const allowed =
      purpose === "verify"
        ? (await this.list(auth.userId)).filter((m) => m.method === "passkey").map((m) => m.subject)
        : (
            await this.#d.db
              .select({ subject: linkedAccounts.subject })
              .from(linkedAccounts)
              .where(and(eq(linkedAccounts.userId, auth.userId), eq(linkedAccounts.type, "passkey")))
          ).map((r) => r.subject);
    if (allowed.length === 0) throw new FoyerError("invalid_data", "No passkey to use for MFA.");
    const challenge = await this.#d.nonces.issue(app.id, "mfa_passkey", {
      ttlMs: MFA_CHALLENGE_TTL_MS,
      value: randomBytes(32).toString("base64url"),
      payload: { origin: party.origin, rp_id: party.rpId, user_id: auth.userId, purpose },
    });
    return (await loadWebAuthn()).generateAuthenticationOptions({
      rpID: party.rpId,
      challenge: Buffer.from(challenge, "base64url"),
      allowCredentials: allowed.map((id) => ({ id })),
      userVerification: "required",
      timeout: MFA_CHALLENGE_TTL_MS,
    });
  }

  /** Enrolls the linked passkey that answered an "enroll" ceremony. */
  async enrollPasskey(
    app: AppRecord,
    auth: AuthContext,
    origin: string | undefined,
    response: AuthenticationResponseJSON,
    mfaToken: string | undefined,
  ) {
    await this.#checkMayChange(app, auth, mfaToken);
    const credentialId = await this.#verifyAssertion(app, auth, origin, response, "enroll");
    await this.#d.db
      .insert(mfaMethods)
      .values({
        userId: auth.userId,
        appId: app.id,
        method: "passkey",
        subject: credentialId,
        createdAt: new Date(this.#d.now()),
      })
      .onConflictDoNothing();
  }

  /**
   * Verifies a second factor and answers a fresh MFA token. `assertionOrigin`: a further origin a passkey
   * assertion may have been made on (the wallet origin's export page, for the host's relying party); only
   * the server's own wallet-origin routes pass it.
   */
  async verify(
    app: AppRecord,
    auth: AuthContext,
    origin: string | undefined,
    input: { method: MfaMethod; code?: string; passkeyResponse?: AuthenticationResponseJSON },
    assertionOrigin?: string,
  ): Promise<string> {
    const enrolled = await this.list(auth.userId);
    if (input.method === "sms") {
      const number = enrolled.find((m) => m.method === "sms")?.subject;
      if (!number || !input.code) throw invalidMfa();
      await this.#verifyCode(app, auth.userId, number, "verify", input.code, async () => {});
    } else {
      if (!input.passkeyResponse) throw invalidMfa();
      await this.#verifyAssertion(app, auth, origin, input.passkeyResponse, "verify", assertionOrigin);
    }
    return this.#issueToken(app, auth);
  }

  /** Removes a method (all of its kind when `subject` is absent); needs a valid MFA token. */
  async unenroll(app: AppRecord, auth: AuthContext, method: MfaMethod, mfaToken: string | undefined) {
    await this.checkToken(app, auth, mfaToken);
    await this.#d.db.delete(mfaMethods).where(and(eq(mfaMethods.userId, auth.userId), eq(mfaMethods.method, method)));
  }

  /** Throws missing_or_invalid_mfa unless `token` is a live MFA proof of this user, session and app. */
  async checkToken(app: AppRecord, auth: AuthContext, token: string | undefined): Promise<void> {
    if (!token) throw invalidMfa();
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ["HS256"],
        audience: app.id,
        subject: auth.userId,
        currentDate: new Date(this.#d.now()),
        typ: "foyer-mfa+jwt",
      });
      if (payload.sid !== auth.sessionId) throw new Error("other session");
    } catch (cause) {
      // An expired proof is told apart (wallet-proxy type mfa_timeout): the user verified, but too long ago.
      if (cause instanceof errors.JWTExpired) {
        throw new FoyerError("missing_or_invalid_mfa", "MFA verification timed out. Verify again.", {
          details: { reason: "expired" },
          cause,
        });
      }
      throw invalidMfa(undefined, cause);
    }
  }

  async #issueToken(app: AppRecord, auth: AuthContext): Promise<string> {
    const iat = Math.floor(this.#d.now() / 1000);
    return new SignJWT({ sid: auth.sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "foyer-mfa+jwt" })
      .setSubject(auth.userId)
      .setAudience(app.id)
      .setIssuedAt(iat)
      .setExpirationTime(iat + MFA_TOKEN_TTL_SECONDS)
      .sign(this.#key);
  }

  async #checkMayChange(app: AppRecord, auth: AuthContext, mfaToken: string | undefined): Promise<void> {
    if ((await this.list(auth.userId)).length > 0) await this.checkToken(app, auth, mfaToken);
  }

  async #verifyCode(
    app: AppRecord,
    userId: string,
    number: string,
    purpose: "enroll" | "verify",
    code: string,
    action: (tx: Database) => Promise<void>,
  ): Promise<void> {
    const destination = smsDestination(app.id, userId, number, purpose);
    try {
      await this.#d.codes.verify(destination, code, action);
    } catch (error) {
      // A wrong, used or expired code is an MFA failure; a locked number keeps its 429 (rate limit).
      if (!(error instanceof FoyerError) || error.code !== "invalid_credentials") throw error;
      // A code killed by its 5th wrong try is told apart (wallet-proxy type mfa_verification_max_attempts_reached).
      const [row] = await this.#d.db
        .select({ codeHash: otpCodes.codeHash, attempts: otpCodes.attempts })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.appId, destination.appId),
            eq(otpCodes.channel, destination.channel),
            eq(otpCodes.destination, destination.address),
          ),
        );
      if (row && row.codeHash === null && row.attempts >= CODE_MAX_ATTEMPTS) {
        throw new FoyerError("missing_or_invalid_mfa", "Maximum MFA attempts reached. Request a new code.", {
          details: { reason: "max_attempts_reached" },
          cause: error,
        });
      }
      throw invalidMfa(undefined, error);
    }
  }

  /** Verifies an assertion against the user's passkey and moves its counter; answers the credential id. */
  async #verifyAssertion(
    app: AppRecord,
    auth: AuthContext,
    origin: string | undefined,
    response: AuthenticationResponseJSON,
    purpose: "enroll" | "verify",
    assertionOrigin?: string,
  ): Promise<string> {
    const party = relyingParty(app, origin);
    const challenge = challengeOf(response.response.clientDataJSON);
    const payload = await this.#d.nonces.consume(app.id, "mfa_passkey", challenge);
    if (
      !payload ||
      payload.origin !== party.origin ||
      payload.rp_id !== party.rpId ||
      payload.user_id !== auth.userId ||
      payload.purpose !== purpose
    ) {
      throw invalidMfa("The passkey challenge is unknown, expired, used or not yours.");
    }
    if (purpose === "verify") {
      const enrolled = await this.list(auth.userId);
      if (!enrolled.some((m) => m.method === "passkey" && m.subject === response.id)) throw invalidMfa();
    }
    return checkPasskeyAssertion(
      this.#d.db,
      { userId: auth.userId },
      response,
      { challenge, origin: assertionOrigin ? [party.origin, assertionOrigin] : party.origin, rpId: party.rpId },
      invalidMfa,
    );
  }
}

function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    if (typeof data.challenge === "string" && data.challenge.length > 0) return data.challenge;
  } catch {}
  throw new FoyerError("invalid_data", "clientDataJSON is not valid.");
}

function relyingParty(app: AppRecord, origin: string | undefined) {
  if (!origin) throw new FoyerError("invalid_data", "Passkey calls need the browser's Origin header.");
  const normalised = normaliseOrigin(origin);
  if (!app.allowedOrigins.includes(normalised)) throw new FoyerError("missing_or_invalid_foyer_app_id");
  return { origin: normalised, rpId: new URL(normalised).hostname };
}
