/**
 * Wire shapes of /api/v1 (snake_case, as JSON travels). The server produces them, the API
 * client consumes them and converts to the camelCase types in `../types.ts`.
 * Timestamps on the wire are Unix seconds.
 */

// Type-only: the names (and presentation shape) of the server's provider registry cost nothing in a bundle.
import type { OAuthProviderName } from "../providers/oauth/oauthProviders.ts";
import type { WireOAuthProviderPresentation } from "../providers/oauth/toOAuthPresentation.ts";
import type { CloudRecoveryProviderId } from "../providers/recovery/cloudRecoveryProviders.ts";

export type { OAuthProviderName };

import type { WireFundingConfig } from "../wire/WireFundingConfig.ts";
import type { EmbeddedChainType, EntropyIdVerifier, RecoveryMethod } from "../wire/walletFrameProtocol.ts";

export type LoginMode = "login-or-sign-up" | "no-signup";

export interface WireEmailAccount {
  type: "email";
  address: string;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** A phone number proven by an SMS or WhatsApp code; `number` is E.164 (e.g. "+14155552671"). */
export interface WirePhoneAccount {
  type: "phone";
  number: string;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** A WebAuthn credential (passkey); its public key and counter stay on the server. */
export interface WirePasskeyAccount {
  type: "passkey";
  /** base64url credential id. */
  credential_id: string;
  authenticator_name: string | null;
  enrolled_in_mfa: boolean;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** An account proven by a JWT the host app issued (custom_jwt_account). */
export interface WireCustomAuthAccount {
  type: "custom_auth";
  /** The subject claim of the app's token: the user's id in the app's own system. */
  custom_user_id: string;
  /** "custom:<provider id>" (spec 000 §5). */
  custom_account_type: `custom:${string}`;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/**
 * An OAuth account, keyed by (provider, subject). One shape for every provider: fields a provider does
 * not give are null. The app's own providers have type "custom_oauth" and provider "custom:<id>".
 */
export interface WireOAuthAccount {
  type: `${OAuthProviderName}_oauth` | "custom_oauth";
  provider: OAuthProviderName | `custom:${string}`;
  /**
   * How account texts name the provider (its registry file's account label, e.g. "Twitter"); null for an
   * app's own provider (its `custom_oauth_providers` entry names it). An addition to the spec's fields.
   */
  provider_label: string | null;
  /** The provider's stable user id. */
  subject: string;
  email: string | null;
  name: string | null;
  username: string | null;
  profile_picture_url: string | null;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** A Telegram account (Login Widget or Mini App); `telegram_user_id` is Telegram's numeric id as text. */
export interface WireTelegramAccount {
  type: "telegram";
  telegram_user_id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  photo_url: string | null;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** A Farcaster account (Sign In With Farcaster); the profile fields are what the Farcaster app reported. */
export interface WireFarcasterAccount {
  type: "farcaster";
  fid: number;
  /** The fid's custody address that signed in (checksummed). */
  owner_address: string;
  username: string | null;
  display_name: string | null;
  bio: string | null;
  profile_picture_url: string | null;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/**
 * An external wallet (SIWE or SIWS). `address` is checksummed (Ethereum) or base58 (Solana); `chain_id` the
 * CAIP-2 chain it signed in on ("eip155:1", "solana:mainnet") or null when the message named none.
 */
export interface WireWalletAccount {
  type: "wallet";
  address: string;
  chain_type: "ethereum" | "solana";
  chain_id: string | null;
  /** e.g. "metamask", "phantom" (what the client reported). */
  wallet_client_type: string;
  /** e.g. "injected", "wallet_connect", "coinbase_wallet", "solana_adapter". */
  connector_type: string;
  /** Embedded-wallet fields: null / false for external wallets. */
  recovery_method: string | null;
  wallet_index: number | null;
  imported: boolean;
  delegated: boolean;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** A smart (contract) wallet linked with `siwe/link_smart_wallet`. */
export interface WireSmartWalletAccount {
  type: "smart_wallet";
  address: string;
  /** e.g. "safe", "kernel", "coinbase_smart_wallet" (what the client reported). */
  smart_wallet_type: string;
  smart_wallet_version: string | null;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/**
 * An account of another Foyer app (the provider app), signed in through its cross-app consent page.
 * `subject` is the user's id in the provider app; `embedded_wallets` the provider user's embedded wallets.
 */
export interface WireCrossAppAccount {
  type: "cross_app";
  subject: string;
  provider_app_id: string;
  embedded_wallets: { address: string }[];
  smart_wallets: { address: string }[];
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** An enterprise single sign-on account (the app's OpenID Connect provider), keyed by (issuer, subject). */
export interface WireSsoAccount {
  type: "sso";
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  verified_at: number;
  first_verified_at: number;
  latest_verified_at: number;
}

/** Later methods add their account kinds to this union (farcaster, ...). */
export type WireLinkedAccount =
  | WireEmailAccount
  | WirePhoneAccount
  | WirePasskeyAccount
  | WireCustomAuthAccount
  | WireOAuthAccount
  | WireTelegramAccount
  | WireFarcasterAccount
  | WireWalletAccount
  | WireSmartWalletAccount
  | WireCrossAppAccount
  | WireSsoAccount;

/** Delivery channel of a phone code. */
export type SmsChannel = "sms" | "whatsapp";

export interface WireUser {
  id: string;
  created_at: number;
  linked_accounts: WireLinkedAccount[];
  mfa_methods: string[];
  has_accepted_terms: boolean;
  is_guest: boolean;
  custom_metadata: Record<string, string | number | boolean>;
}

/** Answer of every sign-in and of `POST sessions` (refresh). */
export interface WireAuthResponse {
  user: WireUser;
  token: string;
  refresh_token: string;
  is_new_user: boolean;
}

/**
 * `oauth_tokens` of the `oauth/authenticate` and `oauth/link` answers: the provider's own tokens, given to the
 * host once and never stored by Foyer (schema: `@foyer/core/contract` oauthTokensSchema).
 */
export interface WireOAuthTokens {
  provider: string;
  access_token: string;
  access_token_expires_in_seconds?: number;
  refresh_token?: string;
  refresh_token_expires_in_seconds?: number;
  scopes?: string[];
}

/** `POST oauth/authenticate`. */
export interface WireOAuthAuthResponse extends WireAuthResponse {
  oauth_tokens: WireOAuthTokens;
}

export interface WireErrorResponse {
  error: string;
  code: string;
  [detail: string]: unknown;
}

export type CaptchaProvider = "altcha" | "turnstile" | "hcaptcha";

/** `GET /api/v1/captcha/altcha/challenge`: an ALTCHA (v1) challenge; solve it with `altcha-lib/v1`. */
export interface WireAltchaChallenge {
  algorithm: "SHA-256";
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/**
 * The 409 `account_transfer_required` envelope a `link` answers when the verified account belongs to
 * another user. Redeem `nonce` (10 minutes, single use, only by the user who got it) with
 * `POST {method}/transfer { nonce }`, e.g. `passwordless/transfer`.
 */
export interface WireAccountTransferRequired extends WireErrorResponse {
  code: "account_transfer_required";
  nonce: string;
  /** The account to move: its kind and identifier (`address` and `subject` are the same display value). */
  account: { type: string; address: string; subject: string };
  /** Always null until embedded wallets exist. */
  embedded_wallet_address: string | null;
}

export type CreateOnLogin = "all-users" | "users-without-wallets" | "off";
export type EmbeddedWalletMode = "legacy-embedded-wallets-only" | "user-controlled-server-wallets-only";
/** The password, or one of the registered cloud-recovery providers (providers/recovery). */
export type RecoveryOption = "user-passcode" | CloudRecoveryProviderId;

/** One `<name>_oauth` flag per OAuth provider of the registry (providers/oauth/oauthProviders.ts). */
export type WireOAuthFlags = { [Name in OAuthProviderName as `${Name}_oauth`]: boolean };

export type { WireOAuthProviderPresentation };

/**
 * `GET /api/v1/apps/{appId}`: every field of spec 000 §3 "App configuration from the server", no secrets, and
 * `oauth_providers` (an addition: what a browser draws the enabled OAuth providers with).
 */
export interface WireAppConfig extends WireOAuthFlags {
  id: string;
  name: string;
  logo_url: string | null;
  accent_color: string | null;
  allowlist_config: {
    error_title: string | null;
    error_detail: string | null;
    cta_text: string | null;
    cta_link: string | null;
  };
  email_auth: boolean;
  sms_auth: boolean;
  wallet_auth: boolean;
  solana_wallet_auth: boolean;
  farcaster_auth: boolean;
  telegram_auth: boolean;
  /** Enterprise single sign-on (`sso/init`, `sso/authenticate`) is configured for this app. */
  sso_auth: boolean;
  passkey_auth: boolean;
  passkeys_for_signup_enabled: boolean;
  show_wallet_login_first: boolean;
  custom_oauth_providers: {
    provider: string;
    provider_display_name: string;
    provider_icon_url: string | null;
    enabled: boolean;
  }[];
  /** The presentation of each OAuth provider whose `<name>_oauth` flag is on, in the registry's order. */
  oauth_providers: WireOAuthProviderPresentation[];
  disable_plus_emails: boolean;
  whatsapp_enabled: boolean;
  terms_and_conditions_url: string | null;
  privacy_policy_url: string | null;
  require_users_accept_terms: boolean;
  captcha_enabled: boolean;
  captcha_site_key: string | null;
  /** Which widget solves the captcha: null when captcha is off; "altcha" (self-hosted) by default when on. */
  captcha_provider: CaptchaProvider | null;
  embedded_wallet_config: {
    ethereum: { create_on_login: CreateOnLogin };
    solana: { create_on_login: CreateOnLogin };
    require_user_owned_recovery_on_create: boolean;
    user_owned_recovery_options: RecoveryOption[];
    mode: EmbeddedWalletMode;
  };
  mfa_methods: string[];
  telegram_auth_config: {
    bot_id: string;
    bot_name: string;
    link_enabled: boolean;
    seamless_auth_enabled: boolean;
  } | null;
  /** Funding (spec 001 §3); null: funding is off. Shape: wire/WireFundingConfig.ts; the client reads it with funding/FundingConfig.ts. */
  funding_config: WireFundingConfig | null;
  enforce_wallet_uis: boolean;
  /** Extended calldata decoding (spec 001 §6): the approval names calls outside the token standards. */
  extended_calldata_decoding: boolean;
  /** Transaction scanning is on (derived from the scan plugin's server-only settings): the flow scans. */
  transaction_scanning_enabled: boolean;
  wallet_connect_cloud_project_id: string | null;
  custom_api_url: string | null;
}

/**
 * One embedded wallet as the server answers it: `GET wallets` and `POST wallets` on the API origin, and the
 * wallet frame's `embedded_wallets` calls on the wallet origin. A server wallet has no entropy (null fields);
 * a frame-held wallet always has one.
 */
export interface WireEmbeddedWallet {
  id: string;
  address: string;
  chain_type: EmbeddedChainType;
  wallet_index: number;
  entropy_id: string | null;
  entropy_id_verifier: EntropyIdVerifier | null;
  recovery_method: RecoveryMethod | null;
  imported: boolean;
  delegated: boolean;
}
