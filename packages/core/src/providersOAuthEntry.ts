// @foyer/core/providers/oauth: the OAuth providers' client halves (names, labels, icons), what the login screen
// and the account texts read. An entry of its own: esbuild puts every file an imported entry re-exports on the
// importer's loading path, so importing @foyer/core/providers from the login screen brought the cloud-recovery
// providers onto the email journey (issue 19). Server halves: @foyer/core/providers.

export type {
  OAuthProviderDefinition,
  OAuthProviderIcon,
  SvgNode,
} from "./providers/oauth/OAuthProviderDefinition.ts";
export { findOAuthProvider, OAUTH_PROVIDERS, type OAuthProviderName } from "./providers/oauth/oauthProviders.ts";
