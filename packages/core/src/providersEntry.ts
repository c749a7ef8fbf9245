// @foyer/core/providers: the provider registries, one file per provider. Each OAuth provider's file has a
// client half (label, icon; OAUTH_PROVIDERS) and a server half (endpoints, profile mapper;
// OAUTH_SERVER_PROVIDERS): a client bundle reads only the first, and drops the second.

export { isLoginMethod, LOGIN_METHODS } from "./config/loginMethods.ts";
export {
  defineOAuthProvider,
  defineOAuthServerPreset,
  type MappedOAuthProfile,
  type OAuthProfile,
  type OAuthProviderDefinition,
  type OAuthProviderIcon,
  type OAuthServerPreset,
  type OAuthServerProviderDefinition,
  type SvgNode,
} from "./providers/oauth/OAuthProviderDefinition.ts";
export { isOAuthProviderName, OAUTH_PROVIDER_NAMES } from "./providers/oauth/oauthProviderNames.ts";
export { findOAuthProvider, OAUTH_PROVIDERS } from "./providers/oauth/oauthProviders.ts";
export { findOAuthServerProvider, OAUTH_SERVER_PROVIDERS } from "./providers/oauth/oauthServerProviders.ts";
export { first, mapClaims, OIDC_CLAIMS, object, type ProfileClaims, text } from "./providers/oauth/profileReaders.ts";
export {
  type CloudRecoveryAuthorization,
  type CloudRecoveryProviderDefinition,
  defineCloudRecoveryProvider,
} from "./providers/recovery/CloudRecoveryProviderDefinition.ts";
export {
  CLOUD_RECOVERY_PROVIDER_IDS,
  CLOUD_RECOVERY_PROVIDERS,
  type CloudRecoveryProviderId,
  cloudRecoveryProvider,
  isCloudRecoveryProvider,
} from "./providers/recovery/cloudRecoveryProviders.ts";
export { googleDriveRecovery } from "./providers/recovery/googleDrive.ts";
export { icloudRecovery } from "./providers/recovery/icloud.ts";
