import { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from "../providers/oauth/oauthProviderNames.ts";

/** Every login method a host can enable (spec 000 §1), in the order they are listed by default. */
export const LOGIN_METHODS = [
  "email",
  "sms",
  "wallet",
  ...OAUTH_PROVIDER_NAMES,
  "farcaster",
  "telegram",
  "passkey",
] as const;

/** One login method of spec 000 §1: a built-in one or an OAuth provider of the registry. */
export type LoginMethod = "email" | "sms" | "wallet" | OAuthProviderName | "farcaster" | "telegram" | "passkey";

/** True when `value` is one of the login methods of spec 000 §1. */
export function isLoginMethod(value: unknown): value is LoginMethod {
  return typeof value === "string" && (LOGIN_METHODS as readonly string[]).includes(value);
}
