// @foyer/core/contract: the zod schemas of the wire contract (one per endpoint), shared by the server, which
// validates with them and documents them (GET /api/v1/openapi.json), and the client, which takes its body
// types from them with type-only imports. Not re-exported by the barrel: only the server loads zod.

export {
  ANALYTICS_PAYLOAD_MAX_BYTES,
  type AnalyticsEventBody,
  analyticsEventBody,
} from "./contract/analytics.ts";
export {
  type CrossAppApproveBody,
  type CrossAppAuthenticateBody,
  type CrossAppInitBody,
  type CrossAppLinkBody,
  type CrossAppUnlinkBody,
  crossAppApproveBody,
  crossAppAuthenticateBody,
  crossAppInitBody,
  crossAppLinkBody,
  crossAppUnlinkBody,
} from "./contract/crossApp.ts";
export {
  type CustomJwtAuthenticateBody,
  type CustomJwtLinkBody,
  customJwtAuthenticateBody,
  customJwtLinkBody,
} from "./contract/customJwt.ts";
export {
  addressSchema,
  chainTypeSchema,
  type EmbeddedWalletAddBody,
  type EmbeddedWalletRegisterBody,
  type EmbeddedWalletReplaceBody,
  type EmbeddedWalletResolveBody,
  type EmbeddedWalletShareRequestBody,
  embeddedWalletAddBody,
  embeddedWalletRegisterBody,
  embeddedWalletReplaceBody,
  embeddedWalletResolveBody,
  embeddedWalletShareRequestBody,
  recoveryMethodSchema,
  recoveryProofKeySchema,
  shareSchema,
  verifierSchema,
} from "./contract/embeddedWallets.ts";
export {
  type FarcasterAuthenticateBody,
  type FarcasterInitBody,
  type FarcasterLinkBody,
  type FarcasterStatusBody,
  type FarcasterUnlinkBody,
  farcasterAuthenticateBody,
  farcasterInitBody,
  farcasterLinkBody,
  farcasterStatusBody,
  farcasterUnlinkBody,
} from "./contract/farcaster.ts";
export {
  captchaTokenSchema,
  codeChallengeSchema,
  codeSchema,
  codeVerifierSchema,
  emailSchema,
  hexSignatureSchema,
  loginModeSchema,
  refreshTokenSchema,
  signedMessageSchema,
  stateCodeSchema,
} from "./contract/fields.ts";
export {
  type CoinbaseOnrampInitBody,
  type CoinbaseOnrampStatusQuery,
  coinbaseOnrampInitBody,
  coinbaseOnrampStatusQuery,
  MOONPAY_PAYMENT_METHODS,
  type MoonpaySignBody,
  moonpaySignBody,
  walletAddressSchema,
} from "./contract/funding.ts";
export { type GuestAuthenticateBody, guestAuthenticateBody } from "./contract/guest.ts";
export {
  type MfaPasskeyEnrollBody,
  type MfaPasskeyInitBody,
  type MfaSmsEnrollBody,
  type MfaSmsInitBody,
  type MfaUnenrollBody,
  type MfaVerifyBody,
  mfaPasskeyEnrollBody,
  mfaPasskeyInitBody,
  mfaSmsEnrollBody,
  mfaSmsInitBody,
  mfaUnenrollBody,
  mfaVerifyBody,
} from "./contract/mfa.ts";
export {
  type OAuthAuthenticateBody,
  type OAuthInitBody,
  type OAuthLinkBody,
  type OAuthUnlinkBody,
  oauthAuthenticateBody,
  oauthAuthenticateResponse,
  oauthInitBody,
  oauthLinkBody,
  oauthLinkResponse,
  oauthProviderSchema,
  oauthTokensSchema,
  oauthUnlinkBody,
} from "./contract/oauth.ts";
export {
  type PasskeyAuthenticateBody,
  type PasskeyAuthenticateInitBody,
  type PasskeyLinkInitBody,
  type PasskeyRegisterBody,
  type PasskeyRegisterInitBody,
  type PasskeyUnlinkBody,
  passkeyAuthenticateBody,
  passkeyAuthenticateInitBody,
  passkeyLinkInitBody,
  passkeyRegisterBody,
  passkeyRegisterInitBody,
  passkeyUnlinkBody,
} from "./contract/passkeys.ts";
export {
  type PasswordlessAuthenticateBody,
  type PasswordlessInitBody,
  type PasswordlessLinkBody,
  type PasswordlessUnlinkBody,
  type PasswordlessUpdateBody,
  passwordlessAuthenticateBody,
  passwordlessInitBody,
  passwordlessLinkBody,
  passwordlessUnlinkBody,
  passwordlessUpdateBody,
  type TransferBody,
  transferBody,
} from "./contract/passwordless.ts";
export {
  type PasswordlessSmsAuthenticateBody,
  type PasswordlessSmsInitBody,
  type PasswordlessSmsLinkBody,
  type PasswordlessSmsUnlinkBody,
  type PasswordlessSmsUpdateBody,
  passwordlessSmsAuthenticateBody,
  passwordlessSmsInitBody,
  passwordlessSmsLinkBody,
  passwordlessSmsUnlinkBody,
  passwordlessSmsUpdateBody,
} from "./contract/passwordlessSms.ts";
export { phoneNumberInputSchema } from "./contract/phoneNumber.ts";
export {
  type RecoveryOAuthAuthenticateBody,
  type RecoveryOAuthInitBody,
  type RecoveryOAuthInitIcloudBody,
  recoveryOAuthAuthenticateBody,
  recoveryOAuthInitBody,
  recoveryOAuthInitIcloudBody,
} from "./contract/recovery.ts";
export { type ScanRequestBody, scanRequestSchema, typedDataSchema } from "./contract/scan.ts";
export { type SessionRefreshBody, sessionRefreshBody } from "./contract/sessions.ts";
export {
  type SiweAuthenticateBody,
  type SiweInitBody,
  type SiweLinkBody,
  type SiweLinkSmartWalletBody,
  type SiweUnlinkBody,
  siweAddressSchema,
  siweAuthenticateBody,
  siweChainIdSchema,
  siweInitBody,
  siweLinkBody,
  siweLinkSmartWalletBody,
  siweProofShape,
  siweUnlinkBody,
} from "./contract/siwe.ts";
export {
  isSolanaAddress,
  type SiwsAuthenticateBody,
  type SiwsInitBody,
  type SiwsLinkBody,
  type SiwsUnlinkBody,
  siwsAddressSchema,
  siwsAuthenticateBody,
  siwsInitBody,
  siwsLinkBody,
  siwsProofShape,
  siwsUnlinkBody,
} from "./contract/siws.ts";
export {
  type SponsorshipCheckBody,
  type SponsorshipRelayBody,
  sponsorshipCheckBody,
  sponsorshipRelayBody,
} from "./contract/sponsorship.ts";
export {
  type SsoAuthenticateBody,
  type SsoInitBody,
  type SsoLinkBody,
  type SsoUnlinkBody,
  ssoAuthenticateBody,
  ssoInitBody,
  ssoLinkBody,
  ssoUnlinkBody,
} from "./contract/sso.ts";
export {
  type TelegramAuthenticateBody,
  type TelegramLinkBody,
  type TelegramUnlinkBody,
  telegramAuthenticateBody,
  telegramAuthResultSchema,
  telegramLinkBody,
  telegramUnlinkBody,
} from "./contract/telegram.ts";
export {
  type WalletDeviceCodeBody,
  type WalletDeviceCodeChannel,
  type WalletDeviceCodeRequestBody,
  type WalletDeviceLegacyBody,
  type WalletDevicePasskeyRegisterBody,
  type WalletDevicePasskeyVerifyBody,
  type WalletDeviceSignatureBody,
  walletDeviceCodeBody,
  walletDeviceCodeRequestBody,
  walletDeviceLegacyBody,
  walletDevicePasskeyRegisterBody,
  walletDevicePasskeyVerifyBody,
  walletDeviceSignatureBody,
} from "./contract/walletDevices.ts";
export { walletClientShape, walletSignInBodies } from "./contract/walletSignIn.ts";
export {
  type WalletCreateBody,
  type WalletFrameMfaEmptyBody,
  type WalletFrameMfaPasskeyInitBody,
  type WalletRpcBody,
  walletCreateBody,
  walletFrameMfaEmptyBody,
  walletFrameMfaPasskeyInitBody,
  walletRpcBody,
} from "./contract/wallets.ts";
export { assertionSchema, authenticationResponse, base64url, registrationResponse } from "./contract/webauthn.ts";
