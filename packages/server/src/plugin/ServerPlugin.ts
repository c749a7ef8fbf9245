import type { WireAppConfig } from "@foyer/core";
import type { AppSeed } from "../domain/apps/AppSeed.ts";
import type { AppSettings, SettingsShape } from "../domain/apps/AppSettings.ts";
import type { SealedColumn } from "../keys/SealedColumn.ts";
import type { ServerMode } from "../ServerMode.ts";
import type { ServerOptions } from "../ServerOptions.ts";
import type { PluginContext, PluginRoutes } from "./PluginContext.ts";

/** Public app configuration fields a plugin computes: known ones typed, a host plugin's own allowed. */
export type PublicConfigFields = Partial<WireAppConfig> & { [field: string]: unknown };

/** What a plugin's development seed can read: the options the dev app is built from. */
export interface DevSeedContext {
  /** Issuer of the local OpenID provider, when one runs (OAuth, SSO and cloud recovery stand-ins). */
  devOidcIssuer: string | undefined;
  /** JSON-RPC URL per EVM chain id for the dev app (`npm start` points 31337 at its anvil). */
  devEvmRpcUrls: Record<string, string>;
  /** A WalletConnect project id for the dev app, when a local relay runs (`npm start`); the relay checks none. */
  devWalletConnectProjectId?: string | undefined;
}

/** A plugin's part of the development app `foyer-dev` (development mode only). */
export interface DevSeed {
  /** Public flags and config a fresh dev app gets (e.g. `{ email_auth: true }`). */
  config?: Partial<AppSeed>;
  /** Server-only settings the dev app keeps even when foyer.config.json declares `foyer-dev` itself. */
  settings?: Partial<AppSeed>;
  /** Further development apps this plugin needs (e.g. the cross-app provider app). */
  apps?: AppSeed[];
}

/**
 * One capability of the server: a login method or a feature. createServer reduces over its list of
 * plugins; nothing else registers routes, settings or transfer endpoints.
 *
 * @example
 * export const magicWordPlugin: ServerPlugin = {
 *   id: "magic_word",
 *   settings: magicWordAppSettings.shape,
 *   transfer: { moves: (type) => type === "magic_word" },
 *   setup: (ctx) => ({ api: magicWordRoutes(ctx) }),
 * };
 */
export interface ServerPlugin {
  /** Unique, snake_case; also the path of its transfer route (`/api/v1/{id}/transfer`). */
  readonly id: string;
  /** Its server-only keys of `apps.settings` (`settingsSlice({...}).shape`), validated at startup. */
  readonly settings?: SettingsShape;
  /**
   * Fields it adds to the public app configuration (`GET apps/{id}`), from the app's settings and its stored
   * public config (defaults applied).
   */
  readonly publicConfig?: (app: { settings: AppSettings; config: WireAppConfig }) => PublicConfigFields;
  /**
   * The accounts its `{id}/transfer` route moves (spec 000 §7: redeeming the nonce of a 409
   * account_transfer_required its `link` answered). Absent: the method has no transfer route.
   */
  readonly transfer?: { moves(accountType: string): boolean };
  /**
   * Its own tables: a drizzle-kit migrations folder, applied after the core's at startup and tracked
   * apart (`drizzle.__foyer_<id>_migrations`). Built-in plugins use the core schema instead.
   */
  readonly migrationsFolder?: string;
  /**
   * Its columns holding values sealed under the master keys (`sealedTextColumn(...)`): the start-up check
   * opens one value per key id, and `foyer keys rotate` / `status` / `prune` walk them. A sealed column left
   * out would stop opening once the key that sealed it is pruned.
   */
  readonly sealedColumns?: readonly SealedColumn[];
  /** Its part of the development app. */
  readonly devSeed?: (dev: DevSeedContext) => DevSeed;
  /**
   * Checks or completes every app seed at startup (after the development apps are added), e.g. a public
   * field derived from its settings; throws to stop the start on an invalid one.
   */
  readonly prepareSeeds?: (seeds: AppSeed[], server: { mode: ServerMode; options: ServerOptions }) => AppSeed[];
  /** Builds its services from the shared context and answers its routes. Called once per server. */
  setup(ctx: PluginContext): PluginRoutes | Promise<PluginRoutes>;
}
