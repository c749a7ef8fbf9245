// @foyer/server public entry point.
export { createServer, type FoyerServer, MAX_BODY_BYTES } from "./app.ts";
export type { Database } from "./db/Database.ts";
export type { MailboxEntry } from "./delivery/DevMailbox.ts";
export type { AuthContext, FoyerEnv } from "./http/FoyerEnv.ts";
export { createConsoleLogger, type Logger } from "./Logger.ts";
export type { AppSeed } from "./domain/apps/AppSeed.ts";
export type { AllowlistEntry, AppSettings } from "./domain/apps/AppSettings.ts";
export { DEV_APP_ID, DEV_APP_ORIGINS } from "./domain/apps/AppService.ts";
export { defaultAppConfig } from "./domain/apps/defaultAppConfig.ts";
export type { ResolvedConfig, ServerMode, ServerOptions } from "./ServerOptions.ts";
export { defaultRateLimits, type RateLimits } from "./security/RateLimits.ts";
export { REFRESH_TOKEN_TTL_MS } from "./sessions/SessionService.ts";
export { type StartedServer, type StartServerOptions, startServer } from "./startServer.ts";
