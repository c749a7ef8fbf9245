import type { WireOAuthProviderPresentation } from "../../api/wire.ts";
import type { OAuthProviderDefinition } from "./OAuthProviderDefinition.ts";
import type { OAuthProviderName } from "./oauthProviders.ts";

/**
 * What a browser needs to draw and name one provider, as the app config carries it (`oauth_providers`): the
 * server sends it for each enabled provider, so no provider file is in any browser bundle.
 */
export function toOAuthPresentation(provider: OAuthProviderDefinition): WireOAuthProviderPresentation {
  return {
    provider: provider.name as OAuthProviderName,
    label: provider.label,
    account_label: provider.accountLabel,
    icon: provider.icon,
  };
}
