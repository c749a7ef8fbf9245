import type { Hono } from "hono";
import type { Database } from "../db/Database.ts";
import type { Delivery } from "../delivery/Delivery.ts";
import type { AppService } from "../domain/apps/AppService.ts";
import type { AccountTransfer } from "../domain/users/AccountTransfer.ts";
import type { SignIn } from "../domain/users/SignIn.ts";
import type { UserService } from "../domain/users/UserService.ts";
import type { Housekeeping } from "../housekeeping/Housekeeping.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import type { Logger } from "../Logger.ts";
import type { ServerMode } from "../ServerMode.ts";
import type { ResolvedConfig, ServerOptions } from "../ServerOptions.ts";
import type { CaptchaVerifier } from "../security/CaptchaVerifier.ts";
import type { Keyring } from "../security/Keyring.ts";
import type { Nonces } from "../security/Nonces.ts";
import type { OneTimeCodes } from "../security/OneTimeCodes.ts";
import type { RateLimiter } from "../security/RateLimiter.ts";
import type { RateLimits } from "../security/RateLimits.ts";
import type { SecretHasher } from "../security/SecretHasher.ts";
import type { SessionService } from "../sessions/SessionService.ts";
import type { SigningKeys } from "../sessions/SigningKeys.ts";

/**
 * The services every plugin shares, built once per server by createServer (one database, one clock, one
 * sign-in path). A plugin builds its own services from these in `setup`; it never builds another copy of
 * one of these (a second Delivery would open a second SMTP pool).
 */
export interface PluginContext {
  mode: ServerMode;
  /** Development logs the one-time codes it sends; production never does (codes are secrets). */
  logCodes: boolean;
  config: ResolvedConfig;
  /** The options createServer was given (dev issuer, wallet keys, data directory...). */
  options: ServerOptions;
  rateLimits: RateLimits;
  /** Take the client IP from X-Forwarded-For (only behind the operator's own proxy). */
  trustProxy: boolean;
  db: Database;
  logger: Logger;
  /** Unix milliseconds; tests move it. */
  now: () => number;
  /** HMAC with the server secret (one-time codes, derived keys). */
  hasher: SecretHasher;
  keys: SigningKeys;
  /** The master keys (never stored in the database): envelope-encrypt secrets with an EnvelopeCipher over it. */
  keyring: Keyring;
  apps: AppService;
  users: UserService;
  sessions: SessionService;
  /** The one path every method takes once it has verified an account (gates, user cap, transfer offers). */
  signIn: SignIn;
  transfer: AccountTransfer;
  codes: OneTimeCodes;
  nonces: Nonces;
  rateLimiter: RateLimiter;
  /** Email over SMTP, SMS and WhatsApp over the app's Twilio account, the dev mailbox in development. */
  delivery: Delivery;
  captcha: CaptchaVerifier;
  /** Pruning of expired rows: a plugin that owns a table registers its task here during setup. */
  housekeeping: Housekeeping;
  /**
   * Sends a request to the API origin's app (the wallet origin forwards its same-origin API calls there).
   * Usable once the server is built, i.e. from request handlers, not during setup.
   */
  fetchApi(request: Request, env: FoyerEnv["Bindings"]): Response | Promise<Response>;
}

/** What a plugin's `setup` returns: its routes on each origin, and what to release on close. */
export interface PluginRoutes {
  /** Mounted under /api/v1 after the app check (`foyer-app-id`, allowed origin) and the body caps. */
  api?: Hono<FoyerEnv>;
  /**
   * Mounted on the API origin outside /api/v1 and before the app check: pages (a consent page), public
   * documents (JWKS), development stand-ins. Each route checks what it needs itself.
   */
  pages?: Hono<FoyerEnv>;
  /** Mounted on the wallet origin (frame page, export page, share endpoints). */
  walletOrigin?: Hono<FoyerEnv>;
  /** Releases what setup opened (a local chain, a connection pool). */
  close?(): Promise<void> | void;
}
