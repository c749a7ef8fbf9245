import { FoyerError, type LoginMode } from "@foyer/core";
import {
  createRemoteJWKSet,
  importJWK,
  importSPKI,
  type JWK,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
  jwtVerify,
  type KeyObject,
} from "jose";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import { type CustomJwtSettings, customJwtAppSettings } from "./CustomJwtSettings.ts";

/** A user holds at most one account of the app's custom provider. */
const CUSTOM_ACCOUNTS_PER_USER = 1;
/** Asymmetric algorithms only: a shared secret would let anyone who can verify also mint tokens. */
const ASYMMETRIC_ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
];

type VerificationKey = JWTVerifyGetKey | KeyObject | Uint8Array;

/**
 * Sign-in and link with a JWT the host app issued (custom_jwt_account). The app configures in
 * `settings.custom_jwt` a JWKS URL or a public key, optional issuer and audience, and the claim holding
 * the subject; the account is `custom:<provider_id>` with that subject. Every verification failure
 * (signature, expiry, issuer, audience, missing subject) is 401 invalid_credentials.
 */
export class CustomJwtService {
  readonly #db: Database;
  readonly #signIn: SignIn;
  readonly #now: () => number;
  /** Remote key sets by URL: jose caches and refreshes the keys inside each one. */
  readonly #remoteSets = new Map<string, JWTVerifyGetKey>();

  constructor(deps: { db: Database; signIn: SignIn; now: () => number }) {
    this.#db = deps.db;
    this.#signIn = deps.signIn;
    this.#now = deps.now;
  }

  async authenticate(app: AppRecord, token: string, mode: LoginMode): Promise<SignInResult> {
    const account = await this.#verify(app, token);
    return this.#db.transaction((tx) => this.#signIn.withAccount(tx, app, account, mode));
  }

  async link(app: AppRecord, userId: string, token: string): Promise<void> {
    const account = await this.#verify(app, token);
    await this.#db.transaction((tx) =>
      this.#signIn.link(tx, app, userId, account, CUSTOM_ACCOUNTS_PER_USER, { transferable: false }),
    );
  }

  async #verify(app: AppRecord, token: string): Promise<{ type: string; subject: string }> {
    const settings = customJwtAppSettings.of(app).custom_jwt;
    if (!settings) throw new FoyerError("disallowed_login_method", "Custom JWT accounts are not enabled for this app.");
    const options: JWTVerifyOptions = {
      algorithms: settings.algorithms ?? ASYMMETRIC_ALGORITHMS,
      currentDate: new Date(this.#now()),
      ...(settings.issuer === undefined ? {} : { issuer: settings.issuer }),
      ...(settings.audience === undefined ? {} : { audience: settings.audience }),
    };
    let payload: Record<string, unknown>;
    try {
      const key = await this.#key(settings);
      // jose's overloads split on the key's kind; both are verified the same way.
      ({ payload } =
        typeof key === "function" ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options));
    } catch (cause) {
      throw new FoyerError("invalid_credentials", "Invalid or expired token.", { cause });
    }
    const subject = payload[settings.subject_claim];
    if ((typeof subject !== "string" && typeof subject !== "number") || String(subject).length === 0) {
      throw new FoyerError("invalid_credentials", `The token has no "${settings.subject_claim}" claim.`);
    }
    if (String(subject).length > 512) throw new FoyerError("invalid_credentials", "The token's subject is too long.");
    return { type: `custom:${settings.provider_id}`, subject: String(subject) };
  }

  async #key(settings: CustomJwtSettings): Promise<VerificationKey> {
    if (settings.jwks_url) {
      let set = this.#remoteSets.get(settings.jwks_url);
      if (!set) {
        set = createRemoteJWKSet(new URL(settings.jwks_url));
        this.#remoteSets.set(settings.jwks_url, set);
      }
      return set;
    }
    const key = settings.public_key;
    if (typeof key === "string") {
      const algorithm = settings.algorithms?.[0] ?? "RS256";
      return importSPKI(key, algorithm);
    }
    const jwk = key as JWK;
    const imported = await importJWK(jwk, jwk.alg ?? settings.algorithms?.[0]);
    return imported as KeyObject | Uint8Array;
  }
}
