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
  oauthAuthenticateResponse,
  oauthLinkResponse,
  oauthTokensSchema,
} from "./contract/oauth.ts";
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
export { type ScanRequestBody, scanRequestSchema, typedDataSchema } from "./contract/scan.ts";
export { type SessionRefreshBody, sessionRefreshBody } from "./contract/sessions.ts";
export {
  type SponsorshipCheckBody,
  type SponsorshipRelayBody,
  sponsorshipCheckBody,
  sponsorshipRelayBody,
} from "./contract/sponsorship.ts";
