/** Every login method a host can enable (spec 000 §1), in the order they are listed by default. */
export const LOGIN_METHODS = [
  "email",
  "sms",
  "wallet",
  "google",
  "twitter",
  "discord",
  "github",
  "spotify",
  "instagram",
  "tiktok",
  "line",
  "twitch",
  "linkedin",
  "apple",
  "farcaster",
  "telegram",
  "passkey",
] as const;

/** One login method of spec 000 §1. */
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** True when `value` is one of the login methods of spec 000 §1. */
export function isLoginMethod(value: unknown): value is LoginMethod {
  return typeof value === "string" && (LOGIN_METHODS as readonly string[]).includes(value);
}
