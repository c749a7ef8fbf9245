import { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from "@foyer/core";
import type { ProfileFormat } from "./OAuthSettings.ts";

/** The eleven built-in providers (spec 000 §1); the public flag is `<name>_oauth`. */
export const oauthPresetNames = OAUTH_PROVIDER_NAMES;
export type OAuthPresetName = OAuthProviderName;

/** What Foyer needs to run one provider's authorization-code flow. */
export interface OAuthEndpoints {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  /** Absent: the profile is the ID token's claims (Apple). */
  userinfo_endpoint?: string;
  scopes: string[];
  /** TikTok joins scopes with commas. */
  scope_separator: string;
  token_endpoint_auth_method: "client_secret_post" | "client_secret_basic";
  id_token_signed_response_alg: string;
  profile_format: ProfileFormat;
  /** TikTok names the client id `client_key`, in the authorization URL and the token request. */
  client_id_parameter: string;
  /** Extra authorization parameters. */
  authorization_parameters: Record<string, string>;
  /** Twitch's API wants the client id as a header on the profile call. */
  send_client_id_header: boolean;
}

const defaults = {
  scope_separator: " ",
  token_endpoint_auth_method: "client_secret_post",
  id_token_signed_response_alg: "RS256",
  client_id_parameter: "client_id",
  authorization_parameters: {},
  send_client_id_header: false,
} as const;

/**
 * Endpoints, scopes and profile shape of each provider as documented by the provider. Every field can be
 * overridden per app in `settings.oauth.<name>`. Scopes ask for the least that yields a subject, a name and
 * (where offered) an email.
 */
export const oauthPresets: Record<OAuthPresetName, OAuthEndpoints> = {
  google: {
    ...defaults,
    issuer: "https://accounts.google.com",
    authorization_endpoint: "https://accounts.google.com/o/oauth2/v2/auth",
    token_endpoint: "https://oauth2.googleapis.com/token",
    userinfo_endpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
    profile_format: "oidc",
    authorization_parameters: { prompt: "select_account" },
  },
  twitter: {
    ...defaults,
    issuer: "https://twitter.com",
    authorization_endpoint: "https://twitter.com/i/oauth2/authorize",
    token_endpoint: "https://api.twitter.com/2/oauth2/token",
    userinfo_endpoint: "https://api.twitter.com/2/users/me?user.fields=profile_image_url",
    scopes: ["users.read", "tweet.read"],
    // X requires HTTP Basic for confidential clients.
    token_endpoint_auth_method: "client_secret_basic",
    profile_format: "twitter",
  },
  discord: {
    ...defaults,
    issuer: "https://discord.com",
    authorization_endpoint: "https://discord.com/oauth2/authorize",
    token_endpoint: "https://discord.com/api/oauth2/token",
    userinfo_endpoint: "https://discord.com/api/users/@me",
    scopes: ["identify", "email"],
    profile_format: "discord",
  },
  github: {
    ...defaults,
    issuer: "https://github.com",
    authorization_endpoint: "https://github.com/login/oauth/authorize",
    token_endpoint: "https://github.com/login/oauth/access_token",
    userinfo_endpoint: "https://api.github.com/user",
    scopes: ["read:user", "user:email"],
    profile_format: "github",
  },
  spotify: {
    ...defaults,
    issuer: "https://accounts.spotify.com",
    authorization_endpoint: "https://accounts.spotify.com/authorize",
    token_endpoint: "https://accounts.spotify.com/api/token",
    userinfo_endpoint: "https://api.spotify.com/v1/me",
    scopes: ["user-read-email", "user-read-private"],
    profile_format: "spotify",
  },
  instagram: {
    ...defaults,
    issuer: "https://www.instagram.com",
    authorization_endpoint: "https://www.instagram.com/oauth/authorize",
    token_endpoint: "https://api.instagram.com/oauth/access_token",
    userinfo_endpoint: "https://graph.instagram.com/me?fields=id,username",
    scopes: ["instagram_business_basic"],
    profile_format: "instagram",
  },
  tiktok: {
    ...defaults,
    issuer: "https://www.tiktok.com",
    authorization_endpoint: "https://www.tiktok.com/v2/auth/authorize/",
    token_endpoint: "https://open.tiktokapis.com/v2/oauth/token/",
    userinfo_endpoint: "https://open.tiktokapis.com/v2/user/info/?fields=open_id,avatar_url,display_name,username",
    scopes: ["user.info.basic"],
    scope_separator: ",",
    client_id_parameter: "client_key",
    profile_format: "tiktok",
  },
  line: {
    ...defaults,
    issuer: "https://access.line.me",
    authorization_endpoint: "https://access.line.me/oauth2/v2.1/authorize",
    token_endpoint: "https://api.line.me/oauth2/v2.1/token",
    userinfo_endpoint: "https://api.line.me/v2/profile",
    scopes: ["openid", "profile", "email"],
    // LINE signs web-login ID tokens with the channel secret.
    id_token_signed_response_alg: "HS256",
    profile_format: "line",
  },
  twitch: {
    ...defaults,
    issuer: "https://id.twitch.tv/oauth2",
    authorization_endpoint: "https://id.twitch.tv/oauth2/authorize",
    token_endpoint: "https://id.twitch.tv/oauth2/token",
    userinfo_endpoint: "https://api.twitch.tv/helix/users",
    scopes: ["user:read:email"],
    send_client_id_header: true,
    profile_format: "twitch",
  },
  linkedin: {
    ...defaults,
    issuer: "https://www.linkedin.com/oauth",
    authorization_endpoint: "https://www.linkedin.com/oauth/v2/authorization",
    token_endpoint: "https://www.linkedin.com/oauth/v2/accessToken",
    userinfo_endpoint: "https://api.linkedin.com/v2/userinfo",
    scopes: ["openid", "profile", "email"],
    profile_format: "oidc",
  },
  apple: {
    ...defaults,
    issuer: "https://appleid.apple.com",
    authorization_endpoint: "https://appleid.apple.com/auth/authorize",
    token_endpoint: "https://appleid.apple.com/auth/token",
    // Apple has no profile endpoint: the subject (and email, when granted) come in the ID token. Asking
    // Apple for name/email forces response_mode=form_post, which a browser popup cannot read, so the preset
    // asks for no scope (README decision).
    scopes: [],
    profile_format: "id_token",
  },
};
