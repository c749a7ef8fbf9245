import type { Database } from "../db/Database.ts";
import { Delivery } from "../delivery/Delivery.ts";
import { DevMailbox } from "../delivery/DevMailbox.ts";
import type { AppService } from "../domain/apps/AppService.ts";
import { AccountTransfer } from "../domain/users/AccountTransfer.ts";
import { SignIn } from "../domain/users/SignIn.ts";
import { UserService } from "../domain/users/UserService.ts";
import { Housekeeping } from "../housekeeping/Housekeeping.ts";
import { registerCorePruning } from "../housekeeping/registerCorePruning.ts";
import type { FoyerEnv } from "../http/FoyerEnv.ts";
import type { Logger } from "../Logger.ts";
import type { ResolvedConfig, ServerOptions } from "../ServerOptions.ts";
import { CaptchaVerifier } from "../security/CaptchaVerifier.ts";
import type { Keyring } from "../security/Keyring.ts";
import { Nonces } from "../security/Nonces.ts";
import { OneTimeCodes } from "../security/OneTimeCodes.ts";
import { RateLimiter } from "../security/RateLimiter.ts";
import type { SecretHasher } from "../security/SecretHasher.ts";
import { SessionService } from "../sessions/SessionService.ts";
import type { SigningKeys } from "../sessions/SigningKeys.ts";
import { tokenIssuer } from "../sessions/tokenIssuer.ts";
import type { PluginContext } from "./PluginContext.ts";

export interface CoreServices {
  config: ResolvedConfig;
  options: ServerOptions;
  db: Database;
  logger: Logger;
  now: () => number;
  hasher: SecretHasher;
  keys: SigningKeys;
  keyring: Keyring;
  apps: AppService;
}

/**
 * Builds the services plugins share (see PluginContext) around the already-open database, keys and apps.
 * `fetchApi` reaches the API app once createServer has built it. The caller closes `delivery`.
 */
export function createPluginContext(
  core: CoreServices,
  fetchApi: PluginContext["fetchApi"],
): PluginContext & { mailbox: DevMailbox | null } {
  const { config, db, now, hasher, logger } = core;
  const development = config.mode === "development";
  const mailbox = development ? new DevMailbox(db, now) : null;
  const delivery = new Delivery({ smtp: config.smtp, mailbox, requireTwilio: !development });
  const users = new UserService(now);
  const sessions = new SessionService(db, core.keys, now, (appId) => tokenIssuer(config.publicUrl, appId));
  const nonces = new Nonces(db, now);
  const transfer = new AccountTransfer(db, nonces, users);
  const housekeeping = new Housekeeping(logger, now);
  registerCorePruning(housekeeping, db);
  return {
    ...core,
    mode: config.mode,
    logCodes: development,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    users,
    sessions,
    signIn: new SignIn(users, sessions, transfer),
    transfer,
    codes: new OneTimeCodes(db, hasher, now),
    nonces,
    rateLimiter: new RateLimiter(db, now),
    delivery,
    mailbox,
    housekeeping,
    captcha: new CaptchaVerifier({ nonces, hasher, now, logger, timeoutMs: core.options.captchaTimeoutMs }),
    fetchApi: (request: Request, env: FoyerEnv["Bindings"]) => fetchApi(request, env),
  };
}
