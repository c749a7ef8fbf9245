// @foyer/server public entry point.
export { type CreateServerOptions, createServer, type FoyerServer, MAX_BODY_BYTES } from "./app.ts";
export type { Database } from "./db/Database.ts";
export type { MailboxEntry } from "./delivery/DevMailbox.ts";
export type { AuthContext, FoyerEnv } from "./http/FoyerEnv.ts";
export { createConsoleLogger, type Logger } from "./Logger.ts";
export type { AppSeed } from "./domain/apps/AppSeed.ts";
export { type AppRecord, DEV_APP_ID, DEV_APP_ORIGINS } from "./domain/apps/AppService.ts";
export {
  type AllowlistEntry,
  type AppSettings,
  type SettingsShape,
  type SettingsSlice,
  settingsSlice,
} from "./domain/apps/AppSettings.ts";
export type { SignInResult } from "./domain/users/SignIn.ts";
export { toWireAuthResponse } from "./domain/users/toWireAuthResponse.ts";
export type { AccountKey } from "./domain/users/UserService.ts";
export { clientIp } from "./http/clientIp.ts";
export { parseBody, validate } from "./http/parseBody.ts";
export { requireAuth } from "./http/requireAuth.ts";
export { type RouteContract, wire } from "./http/wire.ts";
export { openApiDocument } from "./openapi/openApiDocument.ts";
export { type SealedColumn, type StoredValue, sealedTextColumn } from "./keys/SealedColumn.ts";
export type { PluginContext, PluginRoutes } from "./plugin/PluginContext.ts";
export type { DevSeed, DevSeedContext, ServerPlugin } from "./plugin/ServerPlugin.ts";
export { defaultPlugins } from "./plugins/defaultPlugins.ts";
export { defaultAppConfig } from "./domain/apps/defaultAppConfig.ts";
export type { ResolvedConfig, ServerMode, ServerOptions } from "./ServerOptions.ts";
export { EnvelopeCipher } from "./security/EnvelopeCipher.ts";
export { FileKeyProvider } from "./security/KeyFile.ts";
export {
  type KeyFamily,
  KeyConfigError,
  type KeyProvider,
  keyIdOf,
  StaticKeyProvider,
} from "./security/KeyProvider.ts";
export { defaultRateLimits, type RateLimits } from "./security/RateLimits.ts";
export { REFRESH_TOKEN_TTL_MS } from "./sessions/SessionService.ts";
export { type StartedServer, type StartServerOptions, startServer } from "./startServer.ts";
export type { CliContext } from "./cli/CliCommand.ts";
export { runCli } from "./cli/runCli.ts";
