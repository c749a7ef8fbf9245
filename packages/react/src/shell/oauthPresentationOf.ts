import type { WireAppConfig, WireOAuthProviderPresentation } from "@foyer/core/api";

/**
 * The app config's presentation of an OAuth provider (label, account label, mark), if the server sent one: what
 * the login screen and the account texts draw and name a provider with.
 */
export function oauthPresentationOf(
  server: Pick<WireAppConfig, "oauth_providers"> | null | undefined,
  name: string,
): WireOAuthProviderPresentation | undefined {
  // An older server sends no `oauth_providers`: its providers draw as lettered badges named by their id.
  return server?.oauth_providers?.find((presentation) => presentation.provider === name);
}
