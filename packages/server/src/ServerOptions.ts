import type { PGlite } from "@electric-sql/pglite";
import type { StatementListener } from "./db/countStatements.ts";
import type { DevFundingSandbox } from "./dev/DevFundingSandbox.ts";
import type { AppSeed } from "./domain/apps/AppSeed.ts";
import type { Logger } from "./Logger.ts";
import type { ServerMode } from "./ServerMode.ts";
import type { KeyProvider } from "./security/KeyProvider.ts";
import type { RateLimits } from "./security/RateLimits.ts";

export type { ServerMode };

/** Options of `createServer` / `startServer`. Every field is optional in development. */
export interface ServerOptions {
  /**
   * Default: production. Development only when asked for explicitly, here or with `FOYER_ENV=development`
   * (NODE_ENV is not read: tools set it for their own reasons).
   */
  mode?: ServerMode;
  /** PostgreSQL connection string; without it the server uses embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory. Without it (and without databaseUrl/pglite) the database lives in memory. */
  dataDir?: string;
  /** An open PGlite to use (tests pass a clone). The server never closes it: the caller owns it. */
  pglite?: PGlite;
  /**
   * Run embedded PGlite in a worker thread (not with `pglite`): the WebAssembly Postgres then leaves the API's
   * event loop free. Default: on; `false` or `FOYER_PGLITE_WORKER=0` in the environment run it in process.
   */
  pgliteWorker?: boolean;
  /** Told every SQL statement the server sends, BEGIN and COMMIT included (tests and benches count them). */
  onStatement?: StatementListener;
  /** HMAC pepper for one-time codes. Required in production; generated and kept in the DB in development. */
  secret?: string;
  /** SMTP delivery. Without it, development captures emails in the dev mailbox; production refuses to start. */
  smtp?: { url: string; from: string };
  /** Extra origins allowed for the development app `foyer-dev` (the e2e demo runs on a random port). */
  devAppOrigins?: string[];
  /**
   * JSON-RPC URL per EVM chain id ("31337") for the development app `foyer-dev` (its `evm_rpc_urls`, used by
   * SIWE for contract wallets): `npm start` points 31337 at its anvil. Development only.
   */
  devEvmRpcUrls?: Record<string, string>;
  /**
   * The WalletConnect project id `foyer-dev` gets (`npm start` passes FOYER_DEV_WALLETCONNECT_PROJECT_ID with its
   * local relay, which checks none): the demo then offers WalletConnect offline. Development only.
   */
  devWalletConnectProjectId?: string;
  /**
   * The local funding sandbox (devchain's startFundingSandbox; `npm start` passes FOYER_DEV_FUNDING): the
   * `foyer-dev` app funds through it. Development only.
   */
  devFunding?: DevFundingSandbox;
  /** Apps to create or update at startup (from foyer.config.json). */
  apps?: AppSeed[];
  /** Overrides of the send caps (the benchmark raises them). */
  rateLimits?: Partial<RateLimits>;
  logger?: Logger;
  /** Clock in Unix milliseconds; tests inject one to move past expiries without sleeping. */
  now?: () => number;
  /** Take the client IP from the right-most X-Forwarded-For entry (only behind your own proxy). */
  trustProxy?: boolean;
  /**
   * Public URL of the API as browsers and backends reach it (FOYER_PUBLIC_URL), e.g. https://auth.example.com.
   * Access tokens' `iss` is `<publicUrl>/api/v1/apps/<app id>`, also the issuer of the app's OpenID discovery
   * document. Default: the URL startServer listens on (http://localhost:8787 for createServer alone).
   */
  publicUrl?: string;
  /**
   * Domain attribute of the session cookies (FOYER_COOKIE_DOMAIN), e.g. example.com when Foyer is
   * auth.example.com and your app's server, app.example.com, reads `foyer-token`. Default: Foyer's host.
   */
  cookieDomain?: string;
  /** Time allowed for a Turnstile/hCaptcha siteverify answer before captcha_failure. Default 10000. */
  captchaTimeoutMs?: number;
  /**
   * Issuer URL of a running local OpenID provider (dev/DevOidcProvider.ts; startServer starts one in
   * development). Development only: OAuth providers an app enables without credentials are pointed at it.
   */
  devOidcIssuer?: string;
  /**
   * The master keys as the environment gives them (FOYER_WALLET_AUTH_KEY, FOYER_WALLET_RECOVERY_KEY: 32 bytes
   * hex each, different; the `previous` ones still open values wrapped before a rotation). See keyFile and
   * keyProvider for the other sources; production needs one of the three.
   */
  walletKeys?: { authKey: string; recoveryKey: string; previousAuthKeys?: string[]; previousRecoveryKeys?: string[] };
  /**
   * A key file holding the master keys (FOYER_KEY_FILE; `foyer keys init` makes one). Development default: a
   * file outside the data directory, `~/.config/foyer/dev-keys/<hash of the data directory>.json`.
   */
  keyFile?: string;
  /** Master keys from elsewhere (a KMS): wins over walletKeys and keyFile. */
  keyProvider?: KeyProvider;
  /** How long a JWT signing key signs before a new one replaces it (FOYER_JWT_ROTATION_DAYS). Default 30 days. */
  signingKeyRotationMs?: number;
  /** Public origin of the wallet frame when it is behind a proxy (default: the origin it is reached on). */
  walletFrameOrigin?: string;
  /**
   * Time between two prunes of expired rows (nonces, codes, rate-limit windows, refresh tokens, sessions,
   * analytics past retention, what plugins register). Default one hour; false: only `server.prune()`.
   */
  pruneIntervalMs?: number | false;
  /** Days analytics events are kept (FOYER_ANALYTICS_RETENTION_DAYS). Default 90. */
  analyticsRetentionDays?: number;
}

/** What the server runs with after defaults are applied (secrets left out). */
export interface ResolvedConfig {
  mode: ServerMode;
  database: "pglite" | "postgres";
  smtp: { url: string; from: string } | null;
  devAppOrigins: string[];
  rateLimits: RateLimits;
  trustProxy: boolean;
  /** Without a trailing slash. */
  publicUrl: string;
}

/**
 * Mode from the options, else from FOYER_ENV; production when neither asks for development. Secure by
 * default: a server someone forgot to configure never exposes the dev mailbox or the stand-ins. Any other
 * FOYER_ENV value (a typo such as "dev") stops the start rather than guessing.
 */
export function resolveMode(options: ServerOptions, env: NodeJS.ProcessEnv = process.env): ServerMode {
  if (options.mode) return options.mode;
  const asked = env.FOYER_ENV?.trim();
  if (!asked || asked === "production") return "production";
  if (asked === "development") return "development";
  throw new Error(`FOYER_ENV must be "development" or "production", not "${asked}".`);
}
