import type { WireAppConfig } from "@foyer/core";
import type { CoreAppSettingsInput } from "./AppSettings.ts";

/**
 * An app declared in foyer.config.json or passed in options: the snake_case fields of the public app
 * configuration (any subset; defaults fill the rest), the origins allowed to call the API for it, and the
 * server-only settings (the core's: captcha secret, allowlist, max_users, twilio; and each plugin's own
 * keys, validated by the server against the plugins it runs), never sent to clients.
 */
export type AppSeed = { id: string; name?: string; allowed_origins?: string[] } & Partial<
  Omit<WireAppConfig, "id" | "name">
> &
  CoreAppSettingsInput & { [pluginSetting: string]: unknown };
