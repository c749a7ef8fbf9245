import type { WireAppConfig } from "@foyer/core";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { apps } from "../../db/schema.ts";
import type { Logger } from "../../Logger.ts";
import type { AppSeed } from "./AppSeed.ts";
import { type AppSettings, composeSettingsSchema, type SettingsShape, settingsKeysOf } from "./AppSettings.ts";
import { defaultAppConfig } from "./defaultAppConfig.ts";
import { openAppSettings, type SettingsCipher, sealAppSettings } from "./sealedAppSettings.ts";

/** An app as the server uses it: public config (defaults applied), allowed origins, server-only settings. */
export interface AppRecord {
  id: string;
  config: WireAppConfig;
  allowedOrigins: string[];
  settings: AppSettings;
}

/** What a plugin tells the app store: its settings keys and the public fields it derives from them. */
export interface AppExtension {
  settings?: SettingsShape;
  publicConfig?: (app: {
    settings: AppSettings;
    config: WireAppConfig;
  }) => Partial<WireAppConfig> & { [field: string]: unknown };
}

/** The development app `npm start` and the demo use. */
export const DEV_APP_ID = "foyer-dev";
/** The second development app: the cross-app provider the demo's "foyer-dev-provider" button uses. */
export const DEV_PROVIDER_APP_ID = "foyer-dev-provider";
export const DEV_APP_ORIGINS = ["http://localhost:5173", "http://127.0.0.1:5173"];

const configKeys = new Set(Object.keys(defaultAppConfig));
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Applies stored overrides on the defaults; nested objects merge one level deep (e.g. embedded_wallet_config). */
function mergeConfig(id: string, name: string, overrides: Record<string, unknown>): WireAppConfig {
  const merged: Record<string, unknown> = { ...defaultAppConfig };
  for (const [key, value] of Object.entries(overrides)) {
    if (!configKeys.has(key)) continue;
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  // The provider is public only while captcha is on; ALTCHA (self-hosted) is the default.
  merged.captcha_provider = merged.captcha_enabled ? (merged.captcha_provider ?? "altcha") : null;
  return { id, name, ...(merged as Omit<WireAppConfig, "id" | "name">) };
}

/** Validates the server-only part of a seed; a bad allowlist or a missing secret stops the start. */
function parseSettings(seed: AppSeed, schema: z.ZodType<AppSettings>, settingsKeys: Set<string>): AppSettings {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(seed)) if (settingsKeys.has(key)) raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`app ${seed.id}: ${z.prettifyError(parsed.error)}`);
  const provider = seed.captcha_provider ?? "altcha";
  if (seed.captcha_enabled && provider !== "altcha" && (!parsed.data.captcha_secret || !seed.captcha_site_key)) {
    throw new Error(`app ${seed.id}: captcha_provider "${provider}" needs captcha_site_key and captcha_secret.`);
  }
  return parsed.data;
}

/** Origins are compared in their serialised form (scheme://host[:port], no trailing slash). */
export function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin.trim().toLowerCase();
  }
}

/**
 * Reads and seeds apps. A found app is kept in memory, its settings parsed and its configuration merged
 * once: requests read it from there. Any change to the apps table (this process's seeding, another
 * process's, `foyer apps add`, a key rotation rewrapping settings, an edit by hand) reaches every process
 * through the trigger of migration 0006 and `invalidate` (see watchApps); while that watch is not
 * running, nothing is cached.
 */
export class AppService {
  readonly #db: Database;
  readonly #cache = new Map<string, AppRecord>();
  /** Bumped by every invalidation: a read that started before one does not fill the cache. */
  #generation = 0;
  #caching = false;
  readonly #now: () => number;
  readonly #settingsSchema: z.ZodType<AppSettings>;
  readonly #settingsKeys: Set<string>;

  readonly #publicConfig: NonNullable<AppExtension["publicConfig"]>[];
  readonly #settingsCipher: SettingsCipher | null;

  /**
   * `extensions`: the plugins this server runs, each with its server-only settings keys (beside the core's)
   * and the public configuration fields it computes from them. `settingsCipher` seals the settings at rest
   * (they hold third-party secrets: Twilio, OAuth, SSO, Telegram, iCloud...); see sealAppSettings.
   */
  constructor(
    db: Database,
    now: () => number,
    extensions: readonly AppExtension[] = [],
    settingsCipher: SettingsCipher | null = null,
  ) {
    this.#db = db;
    this.#now = now;
    this.#settingsCipher = settingsCipher;
    const slices = extensions.flatMap((extension) => (extension.settings ? [extension.settings] : []));
    this.#settingsSchema = composeSettingsSchema(slices);
    this.#settingsKeys = settingsKeysOf(slices);
    this.#publicConfig = extensions.flatMap((extension) => (extension.publicConfig ? [extension.publicConfig] : []));
  }

  /** The app `id`, or null. Unknown ids are not remembered (any client can send any id). */
  async find(id: string): Promise<AppRecord | null> {
    const cached = this.#cache.get(id);
    if (cached) return cached;
    const generation = this.#generation;
    const app = await this.#read(id);
    if (app && this.#caching && generation === this.#generation) this.#cache.set(id, app);
    return app;
  }

  /**
   * Starts or stops keeping apps in memory: on only while a watch delivers every change (watchApps).
   * Either way, what was kept is dropped.
   */
  setCaching(on: boolean): void {
    this.#caching = on;
    this.invalidate();
  }

  /** Drops the kept copy of app `id` (every app without one): the next request reads it again. */
  invalidate(id?: string): void {
    this.#generation += 1;
    if (id === undefined) this.#cache.clear();
    else this.#cache.delete(id);
  }

  async #read(id: string): Promise<AppRecord | null> {
    const [row] = await this.#db.select().from(apps).where(eq(apps.id, id)).limit(1);
    if (!row) return null;
    // Seeds are validated on the way in; a row edited by hand into an invalid shape disables the extras.
    const parsed = this.#settingsSchema.safeParse(openAppSettings(row.id, row.settings, this.#settingsCipher));
    const settings = parsed.success ? parsed.data : {};
    const config = mergeConfig(row.id, row.name, row.config);
    for (const contribute of this.#publicConfig) Object.assign(config, contribute({ settings, config }));
    return { id: row.id, config, allowedOrigins: row.allowedOrigins, settings };
  }

  /**
   * Creates or replaces an app from a seed (startup); unknown config keys are ignored with a warning,
   * invalid server-only settings throw.
   */
  async upsert(seed: AppSeed, logger?: Logger): Promise<void> {
    const { id, name, allowed_origins: allowedOrigins = [], ...rest } = seed;
    const settings = parseSettings(seed, this.#settingsSchema, this.#settingsKeys);
    const config: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (configKeys.has(key)) config[key] = value;
      else if (!this.#settingsKeys.has(key)) logger?.warn(`app ${id}: ignoring unknown config field "${key}"`);
    }
    const now = new Date(this.#now());
    const values = {
      name: name ?? id,
      config,
      allowedOrigins: [...new Set(allowedOrigins.map(normaliseOrigin))],
      settings: this.#settingsCipher ? sealAppSettings(id, settings, this.#settingsCipher) : settings,
      updatedAt: now,
    };
    await this.#db
      .insert(apps)
      .values({ id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: apps.id, set: values });
    // This process need not wait for its own notification.
    this.invalidate(id);
  }
}
