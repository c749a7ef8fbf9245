// @foyer/core/providers: the provider registries, one file per provider. The OAuth registry holds server
// presets beside labels and icons, so client code imports this entry only from lazily loaded screens.

export { isLoginMethod, LOGIN_METHODS } from "./config/loginMethods.ts";
export {
  defineOAuthProvider,
  type MappedOAuthProfile,
  type OAuthProfile,
  type OAuthProviderDefinition,
  type OAuthProviderIcon,
  type OAuthServerPreset,
  type SvgNode,
} from "./providers/oauth/OAuthProviderDefinition.ts";
export { isOAuthProviderName, OAUTH_PROVIDER_NAMES } from "./providers/oauth/oauthProviderNames.ts";
export { findOAuthProvider, OAUTH_PROVIDERS } from "./providers/oauth/oauthProviders.ts";
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
