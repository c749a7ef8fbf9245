import type { WireAppConfig } from "@foyer/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { apps } from "../../db/schema.ts";
import type { Logger } from "../../Logger.ts";
import type { AppSeed } from "./AppSeed.ts";
import { type AppSettings, appSettingsSchema } from "./AppSettings.ts";
import { defaultAppConfig } from "./defaultAppConfig.ts";

/** An app as the server uses it: public config (defaults applied), allowed origins, server-only settings. */
export interface AppRecord {
  id: string;
  config: WireAppConfig;
  allowedOrigins: string[];
  settings: AppSettings;
}

/** The development app `npm start` and the demo use. */
export const DEV_APP_ID = "foyer-dev";
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
  return { id, name, ...(merged as Omit<WireAppConfig, "id" | "name">) };
}

/** Origins are compared in their serialised form (scheme://host[:port], no trailing slash). */
export function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin.trim().toLowerCase();
  }
}

/** Reads and seeds apps. */
export class AppService {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  async find(id: string): Promise<AppRecord | null> {
    const [row] = await this.#db.select().from(apps).where(eq(apps.id, id)).limit(1);
    if (!row) return null;
    // Seeds are validated on the way in; a row edited by hand into an invalid shape disables the extras.
    const settings = appSettingsSchema.safeParse(row.settings);
    return {
      id: row.id,
      config: mergeConfig(row.id, row.name, row.config),
      allowedOrigins: row.allowedOrigins,
      settings: settings.success ? settings.data : {},
    };
  }

  /** Creates or replaces an app from a seed (startup); unknown config keys are ignored with a warning. */
  async upsert(seed: AppSeed, logger?: Logger): Promise<void> {
    const { id, name, allowed_origins: allowedOrigins = [], settings: rawSettings = {}, ...rest } = seed;
    const parsed = appSettingsSchema.safeParse(rawSettings);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
      throw new Error(`app ${id}: invalid settings (${problems})`);
    }
    const config: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (configKeys.has(key)) config[key] = value;
      else logger?.warn(`app ${id}: ignoring unknown config field "${key}"`);
    }
    const now = new Date(this.#now());
    const values = {
      name: name ?? id,
      config,
      allowedOrigins: [...new Set(allowedOrigins.map(normaliseOrigin))],
      settings: rawSettings as Record<string, unknown>,
      updatedAt: now,
    };
    await this.#db
      .insert(apps)
      .values({ id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: apps.id, set: values });
  }
}
