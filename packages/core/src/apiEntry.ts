// @foyer/core/api: the typed /api/v1 client, its wire types and the user model. Endpoint groups load on
// first use (createApiClient), so importing this entry costs the request function and the client shell.

export type { AnalyticsApi } from "./api/analytics.ts";
export type { AppsApi } from "./api/apps.ts";
export type { CaptchaApi } from "./api/captcha.ts";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./api/createApiClient.ts";
export {
  type ApiRequest,
  createRequest,
  type RequestAuth,
  type RequestFn,
  type RequestOptions,
} from "./api/createRequest.ts";
export type { CrossAppApi, CrossAppCallbackInput, CrossAppProviderDetails } from "./api/crossApp.ts";
export type { CustomJwtApi } from "./api/customJwt.ts";
export { defaultWireAppConfig } from "./api/defaultWireAppConfig.ts";
export type {
  FarcasterApi,
  FarcasterChannel,
  FarcasterProof,
  FarcasterSignature,
  FarcasterStatus,
} from "./api/farcaster.ts";
export type { GuestApi } from "./api/guest.ts";
export type { MfaApi, MfaEnrolment, MfaMethod } from "./api/mfa.ts";
export type { OAuthApi, OAuthAuthResult, OAuthCallbackInput, OAuthProvider } from "./api/oauth.ts";
export type { PasskeysApi, WebAuthnJson } from "./api/passkeys.ts";
export type { PasswordlessApi } from "./api/passwordless.ts";
export type { PasswordlessSmsApi } from "./api/passwordlessSms.ts";
export type { RecoveryOAuthApi, RecoveryOAuthProviderName, RecoveryOAuthToken } from "./api/recoveryOAuth.ts";
export type { SessionsApi } from "./api/sessions.ts";
export type { SiweApi, SiweSignature, WalletNonce } from "./api/siwe.ts";
export type { SiwsApi, SiwsSignature } from "./api/siws.ts";
export type { SsoApi, SsoCallbackInput } from "./api/sso.ts";
export type { TelegramApi, TelegramAuthResult, TelegramProof } from "./api/telegram.ts";
export { toAuthResult } from "./api/toAuthResult.ts";
export { toUser } from "./api/toUser.ts";
export { userFromBody, type WireUserBody } from "./api/userFromBody.ts";
export type { UsersApi } from "./api/users.ts";
export type * from "./api/wire.ts";
// The shape of a provider's mark as `oauth_providers` carries it (the definitions themselves are the server's).
export type { OAuthProviderIcon, SvgNode } from "./providers/oauth/OAuthProviderDefinition.ts";
export type * from "./types.ts";
