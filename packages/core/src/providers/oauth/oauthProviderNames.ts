import { OAUTH_PROVIDERS, type OAuthProviderName } from "./oauthProviders.ts";

export type { OAuthProviderName };

/** The built-in OAuth providers' names (spec 000 §1), in their default order, read from the registry. */
export const OAUTH_PROVIDER_NAMES: readonly OAuthProviderName[] = /* @__PURE__ */ OAUTH_PROVIDERS.map(
  (provider) => provider.name,
);

/** True for a built-in provider's name. */
export function isOAuthProviderName(value: unknown): value is OAuthProviderName {
  return typeof value === "string" && (OAUTH_PROVIDER_NAMES as readonly string[]).includes(value);
}
