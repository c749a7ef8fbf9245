import type { WireAppConfig } from "@foyer/core";
import type { AppSettingsInput } from "./AppSettings.ts";

/**
 * An app declared in foyer.config.json or passed in options: the snake_case fields of the public app
 * configuration (any subset; defaults fill the rest) plus the origins allowed to call the API for it, and
 * the server-only `settings` (Twilio, custom JWT, guest accounts; see AppSettings.ts).
 */
export type AppSeed = { id: string; name?: string; allowed_origins?: string[]; settings?: AppSettingsInput } & Partial<
  Omit<WireAppConfig, "id" | "name">
>;
