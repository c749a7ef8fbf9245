/** The eleven built-in OAuth providers (spec 000 §1), in their default order. */
export const OAUTH_PROVIDER_NAMES = [
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
] as const;

/** One built-in OAuth provider; its public app flag is `<name>_oauth`. */
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

/** True for a built-in provider's name. */
export function isOAuthProviderName(value: unknown): value is OAuthProviderName {
  return typeof value === "string" && (OAUTH_PROVIDER_NAMES as readonly string[]).includes(value);
}
