import { OAUTH_PROVIDERS, toOAuthPresentation, type WireAppConfig } from "@foyer/core";

/**
 * The app config's `oauth_providers`: the label, account label and mark of each provider whose `<name>_oauth`
 * flag is on, in the registry's order. Browsers draw the login buttons and name accounts from it, so the
 * registry (and every provider file) stays on the server.
 */
export function oauthPresentations(config: WireAppConfig): Pick<WireAppConfig, "oauth_providers"> {
  return {
    oauth_providers: OAUTH_PROVIDERS.filter((provider) => config[`${provider.name}_oauth`] === true).map(
      toOAuthPresentation,
    ),
  };
}
