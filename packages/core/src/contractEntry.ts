// @foyer/core/contract: the zod schemas of the wire contract (one per endpoint), shared by the server, which
// validates with them and documents them (GET /api/v1/openapi.json), and the client, which takes its body
// types from them with type-only imports. Not re-exported by the barrel: only the server loads zod.

export {
  ANALYTICS_PAYLOAD_MAX_BYTES,
  type AnalyticsEventBody,
  analyticsEventBody,
} from "./contract/analytics.ts";
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
  captchaTokenSchema,
  codeSchema,
  emailSchema,
  loginModeSchema,
  refreshTokenSchema,
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
  oauthAuthenticateResponse,
  oauthLinkResponse,
  oauthTokensSchema,
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
  type SponsorshipCheckBody,
  type SponsorshipRelayBody,
  sponsorshipCheckBody,
  sponsorshipRelayBody,
} from "./contract/sponsorship.ts";
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
