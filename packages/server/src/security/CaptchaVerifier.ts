import { type CaptchaProvider, FoyerError, type WireAltchaChallenge } from "@foyer/core";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { z } from "zod";
import type { AppRecord } from "../domain/apps/AppService.ts";
import type { Logger } from "../Logger.ts";
import type { Nonces } from "./Nonces.ts";
import { SecretHasher } from "./SecretHasher.ts";

/** An ALTCHA challenge can be solved and submitted for this long. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60_000;
/** Default proof-of-work cost: the browser tries about half of this many SHA-256 hashes. */
export const DEFAULT_ALTCHA_MAXNUMBER = 100_000;
/** How long a spent token is remembered: longer than any provider keeps one valid (Turnstile: 300 s). */
const SPENT_TOKEN_TTL_MS = ALTCHA_CHALLENGE_TTL_MS;
/** Default time allowed for a provider's siteverify answer. */
export const DEFAULT_SITEVERIFY_TIMEOUT_MS = 10_000;

/** The documented siteverify endpoints (overridable per app with settings.captcha_siteverify_url). */
export const SITEVERIFY_URLS: Record<Exclude<CaptchaProvider, "altcha">, string> = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
};

/** Provider error codes meaning "this token was already used or has expired". */
const SPENT_ERROR_CODES = new Set(["timeout-or-duplicate", "invalid-or-already-seen-response"]);

/** The base64 JSON that altcha's solver produces. The algorithm is pinned: it is not covered by the signature. */
const altchaPayloadSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().max(256),
  number: z.number().int().min(0),
  salt: z.string().max(512),
  signature: z.string().max(256),
});

const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

const failed = (message?: string) => new FoyerError("captcha_failure", message);

export interface CaptchaVerifierOptions {
  nonces: Nonces;
  /** Server secret hasher: ALTCHA keys default to a per-app key derived from it. */
  hasher: SecretHasher;
  now: () => number;
  logger: Logger;
  /** Time allowed for a siteverify answer. Default 10 s. */
  timeoutMs?: number;
}

/**
 * Captcha for every call that sends a code or creates a session. `check` is the one line a route adds;
 * tokens are single use across server instances (the hash of each accepted token is spent in `nonces`).
 * ALTCHA is verified locally with the app's HMAC key; Turnstile and hCaptcha through their siteverify API.
 */
export class CaptchaVerifier {
  readonly #options: CaptchaVerifierOptions;

  constructor(options: CaptchaVerifierOptions) {
    this.#options = options;
  }

  /** A fresh ALTCHA challenge for the app (400 captcha_disabled unless its captcha is ALTCHA). */
  async altchaChallenge(app: AppRecord): Promise<WireAltchaChallenge> {
    if (!app.config.captcha_enabled || app.config.captcha_provider !== "altcha") {
      throw new FoyerError("captcha_disabled");
    }
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      hmacKey: this.#altchaKey(app),
      maxnumber: app.settings.captcha_altcha_maxnumber ?? DEFAULT_ALTCHA_MAXNUMBER,
      expires: new Date(this.#options.now() + ALTCHA_CHALLENGE_TTL_MS),
    });
    return {
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      salt: challenge.salt,
      signature: challenge.signature,
      maxnumber: challenge.maxnumber ?? DEFAULT_ALTCHA_MAXNUMBER,
    };
  }

  /**
   * Requires a valid, unused token when the app has captcha on (nothing otherwise). Missing or already
   * used: 400 invalid_captcha; not passing verification, or the provider unreachable: 400 captcha_failure.
   */
  async check(app: AppRecord, token: string | undefined, remoteIp: string): Promise<void> {
    if (!app.config.captcha_enabled) return;
    if (!token) throw new FoyerError("invalid_captcha", "A captcha token is required.");
    const provider = app.config.captcha_provider ?? "altcha";
    if (provider === "altcha") await this.#verifyAltcha(app, token);
    else await this.#siteverify(app, provider, token, remoteIp);
    // Spent only once verified, so junk tokens leave nothing behind; the primary key makes it atomic.
    const hash = SecretHasher.sha256(token);
    if (!(await this.#options.nonces.spend(app.id, "captcha", hash, SPENT_TOKEN_TTL_MS))) {
      throw new FoyerError("invalid_captcha", "This captcha token was already used.");
    }
  }

  async #verifyAltcha(app: AppRecord, token: string): Promise<void> {
    let payload: z.infer<typeof altchaPayloadSchema>;
    try {
      payload = altchaPayloadSchema.parse(JSON.parse(Buffer.from(token, "base64").toString("utf8")));
    } catch {
      throw failed("Malformed captcha solution.");
    }
    // Expiry is checked against the server clock here (altcha-lib would use Date.now()).
    const expires = Number(extractParams(payload).expires);
    if (!Number.isFinite(expires) || expires * 1000 <= this.#options.now()) {
      throw new FoyerError("invalid_captcha", "This captcha has expired.");
    }
    if (!(await verifySolution(payload, this.#altchaKey(app), false))) throw failed();
  }

  async #siteverify(
    app: AppRecord,
    provider: Exclude<CaptchaProvider, "altcha">,
    token: string,
    remoteIp: string,
  ): Promise<void> {
    const form = new URLSearchParams({ secret: app.settings.captcha_secret ?? "", response: token });
    if (remoteIp !== "unknown") form.set("remoteip", remoteIp);
    if (provider === "hcaptcha" && app.config.captcha_site_key) form.set("sitekey", app.config.captcha_site_key);
    const url = app.settings.captcha_siteverify_url ?? SITEVERIFY_URLS[provider];
    let answer: z.infer<typeof siteverifyAnswerSchema>;
    try {
      const response = await fetch(url, {
        method: "POST",
        body: form,
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? DEFAULT_SITEVERIFY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      answer = siteverifyAnswerSchema.parse(await response.json());
    } catch (error) {
      this.#options.logger.warn(`${provider} siteverify failed`, {
        error: error instanceof Error ? error.message : String(error),
      });
      throw failed("The captcha could not be verified. Please try again.");
    }
    if (answer.success) return;
    if (answer["error-codes"]?.some((code) => SPENT_ERROR_CODES.has(code))) {
      throw new FoyerError("invalid_captcha", "This captcha token was already used or has expired.");
    }
    throw failed();
  }

  /** The app's ALTCHA HMAC key: its captcha_secret, else one derived from the server secret (kept in the DB in development). */
  #altchaKey(app: AppRecord): string {
    return app.settings.captcha_secret ?? this.#options.hasher.hmac("altcha-hmac-key", app.id);
  }
}
