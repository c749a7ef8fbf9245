import type { OAuthProviderDefinition, OAuthProviderIcon } from "./OAuthProviderDefinition.ts";
import type { OAuthProviderName } from "./oauthProviders.ts";

/**
 * How the login screen and account texts draw and name one enabled OAuth provider, as the app config carries
 * it (`oauth_providers`, an addition to the spec's fields): the server sends it, so browsers carry no provider
 * data.
 */
export interface WireOAuthProviderPresentation {
  provider: OAuthProviderName;
  /** Text of its login button, e.g. "X". */
  label: string;
  /** How account texts name its accounts, e.g. "Twitter". */
  account_label: string;
  /** Its mark: drawn SVG elements (24×24 view box), or a lettered badge in its colour. */
  icon: OAuthProviderIcon;
}

/** One provider's presentation, from its registry file (the server's oauth plugin; test fixtures). */
export function toOAuthPresentation(provider: OAuthProviderDefinition): WireOAuthProviderPresentation {
  return {
    provider: provider.name as OAuthProviderName,
    label: provider.label,
    account_label: provider.accountLabel,
    icon: provider.icon,
  };
}
