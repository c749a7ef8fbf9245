import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/** Default freshness window of Telegram `auth_date`: one day, as Telegram's own examples suggest. */
export const DEFAULT_TELEGRAM_MAX_AGE_SECONDS = 86_400;

/** `settings.telegram` (server-only): the bot's token signs every login; never sent to clients. */
export const telegramSettings = z.object({
  /** "<bot id>:<secret>" from @BotFather. */
  bot_token: z.string().regex(/^\d+:[A-Za-z0-9_-]+$/, "Expected a bot token like 123456:ABC-..."),
  /** Login data older than this (by its auth_date) is refused. */
  auth_date_max_age_seconds: z
    .number()
    .int()
    .positive()
    .max(30 * 86_400)
    .default(DEFAULT_TELEGRAM_MAX_AGE_SECONDS),
});

/** The Telegram plugin's keys of `apps.settings`. */
export const telegramAppSettings = settingsSlice({ telegram: telegramSettings.optional() });
