// @foyer/core/providers: the provider registries, one file per provider. The OAuth providers' registry
// (OAUTH_PROVIDERS: presets, profile mappers, labels, icons) is the server's: browsers get each enabled
// provider's presentation in the app config (`oauth_providers`), and import no provider file.

export { isLoginMethod, LOGIN_METHODS } from "./config/loginMethods.ts";
export {
  defineOAuthProvider,
  type MappedOAuthProfile,
  type OAuthDevStandIn,
  type OAuthProfile,
  type OAuthProviderDefinition,
  type OAuthProviderIcon,
  type OAuthServerPreset,
  type SvgNode,
} from "./providers/oauth/OAuthProviderDefinition.ts";
export { isOAuthProviderName, OAUTH_PROVIDER_NAMES } from "./providers/oauth/oauthProviderNames.ts";
export { findOAuthProvider, OAUTH_PROVIDERS } from "./providers/oauth/oauthProviders.ts";
export { first, mapClaims, OIDC_CLAIMS, object, type ProfileClaims, text } from "./providers/oauth/profileReaders.ts";
export { toOAuthPresentation } from "./providers/oauth/toOAuthPresentation.ts";
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
