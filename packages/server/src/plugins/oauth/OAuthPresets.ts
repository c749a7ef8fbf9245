import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, type OAuthProviderName, type OAuthServerPreset } from "@foyer/core";
import type { ProfileFormat } from "./OAuthSettings.ts";

/** The built-in providers of the registry (@foyer/core/providers); the public flag is `<name>_oauth`. */
export const oauthPresetNames = OAUTH_PROVIDER_NAMES;
export type OAuthPresetName = OAuthProviderName;

/** What Foyer needs to run one provider's authorization-code flow: a preset with its defaults applied. */
export interface OAuthEndpoints extends Required<Omit<OAuthServerPreset, "userinfo_endpoint" | "scopes">> {
  /** Absent: the profile is the ID token's claims (Apple). */
  userinfo_endpoint?: string;
  scopes: string[];
  profile_format: ProfileFormat;
}

/** A preset with the defaults the providers' documents share filled in. */
export function toEndpoints(preset: OAuthServerPreset, profileFormat: ProfileFormat): OAuthEndpoints {
  return {
    scope_separator: " ",
    token_endpoint_auth_method: "client_secret_post",
    id_token_signed_response_alg: "RS256",
    client_id_parameter: "client_id",
    authorization_parameters: {},
    send_client_id_header: false,
    ...preset,
    scopes: [...preset.scopes],
    profile_format: profileFormat,
  };
}

/**
 * Endpoints, scopes and profile shape of each provider as its file in the registry documents them. Every
 * field can be overridden per app in `settings.oauth.<name>`. A provider with its own profile mapper reads
 * its profile with it (format = its name); the others read standard OpenID claims.
 */
export const oauthPresets = Object.fromEntries(
  OAUTH_PROVIDERS.map((provider) => [
    provider.name,
    toEndpoints(
      provider.server,
      provider.mapProfile ? provider.name : provider.server.userinfo_endpoint ? "oidc" : "id_token",
    ),
  ]),
) as Record<OAuthPresetName, OAuthEndpoints>;
