import { OAUTH_PROVIDER_NAMES } from "../providers/oauth/oauthProviderNames.ts";
import type { WireAppConfig, WireOAuthFlags } from "./wire.ts";

/** Every OAuth provider of the registry starts off. */
const oauthFlags = /* @__PURE__ */ Object.fromEntries(
  OAUTH_PROVIDER_NAMES.map((name) => [`${name}_oauth`, false]),
) as WireOAuthFlags;

/**
 * Every public app setting with its default (spec 000 §3): a new app only allows email codes. The server
 * starts each app from it, and client tests build their server answers from it, so both agree on one copy.
 */
export const defaultWireAppConfig: Omit<WireAppConfig, "id" | "name"> = {
  logo_url: null,
  accent_color: null,
  allowlist_config: { error_title: null, error_detail: null, cta_text: null, cta_link: null },
  email_auth: true,
  sms_auth: false,
  wallet_auth: false,
  solana_wallet_auth: false,
  farcaster_auth: false,
  telegram_auth: false,
  sso_auth: false,
  passkey_auth: false,
  ...oauthFlags,
  passkeys_for_signup_enabled: false,
  show_wallet_login_first: false,
  custom_oauth_providers: [],
  oauth_providers: [],
  disable_plus_emails: false,
  whatsapp_enabled: false,
  terms_and_conditions_url: null,
  privacy_policy_url: null,
  require_users_accept_terms: false,
  captcha_enabled: false,
  captcha_site_key: null,
  captcha_provider: null,
  embedded_wallet_config: {
    ethereum: { create_on_login: "off" },
    solana: { create_on_login: "off" },
    require_user_owned_recovery_on_create: false,
    user_owned_recovery_options: ["user-passcode"],
    mode: "legacy-embedded-wallets-only",
  },
  mfa_methods: [],
  telegram_auth_config: null,
  funding_config: null,
  enforce_wallet_uis: false,
  extended_calldata_decoding: false,
  transaction_scanning_enabled: false,
  wallet_connect_cloud_project_id: null,
  custom_api_url: null,
};
