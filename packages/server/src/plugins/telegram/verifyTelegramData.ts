import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Login Widget data and Mini App initData are signed differently; a proof is only valid for its own scheme. */
export type TelegramScheme = "widget" | "web_app";

/** Telegram's data-check-string: every field but `hash`, as key=value, sorted by key, joined by newlines. */
export function dataCheckString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== "hash")
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("\n");
}

/**
 * The HMAC key of each scheme: SHA-256(bot token) for the Login Widget; HMAC-SHA256 keyed "WebAppData" over
 * the bot token for Mini App initData.
 */
export function telegramSecret(scheme: TelegramScheme, botToken: string): Buffer {
  return scheme === "widget"
    ? createHash("sha256").update(botToken).digest()
    : createHmac("sha256", "WebAppData").update(botToken).digest();
}

/** Hex HMAC-SHA256 of the data-check-string (what Telegram puts in `hash`). */
export function signTelegramFields(scheme: TelegramScheme, botToken: string, fields: Record<string, string>): string {
  return createHmac("sha256", telegramSecret(scheme, botToken)).update(dataCheckString(fields)).digest("hex");
}

/** True when `fields.hash` is the scheme's signature of the other fields (constant-time compare). */
export function verifyTelegramHash(scheme: TelegramScheme, botToken: string, fields: Record<string, string>): boolean {
  const given = fields.hash ?? "";
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signTelegramFields(scheme, botToken, fields), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
