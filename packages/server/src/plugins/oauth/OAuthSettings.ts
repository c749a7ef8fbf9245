import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, type OAuthProviderName } from "@foyer/core";
import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/** "oidc", "id_token", or the name of a registry provider that maps its own profile. */
export type ProfileFormat = "oidc" | "id_token" | OAuthProviderName;

/**
 * How a provider's profile JSON maps to an account (mapOAuthProfile.ts): "oidc" and "id_token" read standard
 * claims; a registry provider's name reads it with that provider's own mapper.
 */
export const profileFormats = [
  "oidc",
  "id_token",
  ...OAUTH_PROVIDERS.flatMap((provider) => (provider.mapProfile ? [provider.name] : [])),
] as [ProfileFormat, ...ProfileFormat[]];

/**
 * One provider's server-only settings. Only client_id/client_secret are needed for a preset; every endpoint
 * and option is overridable (a proxy, a regional endpoint, a test stand-in).
 */
const endpointSettings = {
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  authorization_endpoint: z.url().optional(),
  token_endpoint: z.url().optional(),
  userinfo_endpoint: z.url().optional(),
  /** Expected `iss` of an ID token the token endpoint returns (OpenID providers). */
  issuer: z.string().min(1).optional(),
  scopes: z.array(z.string().min(1)).optional(),
  token_endpoint_auth_method: z.enum(["client_secret_post", "client_secret_basic"]).optional(),
  /** `alg` of the provider's ID tokens (oauth4webapi checks it); default RS256. */
  id_token_signed_response_alg: z.string().min(1).optional(),
  profile_format: z.enum(profileFormats).optional(),
};

export const oauthProviderSettings = z.object(endpointSettings);
export type OAuthProviderSettings = z.output<typeof oauthProviderSettings>;

/** A custom provider needs its endpoints (no preset); profile claims default to OpenID's. */
const customOAuthProviderSettings = z.object({
  ...endpointSettings,
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  /** Where the profile comes from; without it the ID token's claims are used. */
  userinfo_endpoint: z.url().optional(),
  subject_claim: z.string().min(1).default("sub"),
  email_claim: z.string().min(1).default("email"),
  name_claim: z.string().min(1).default("name"),
  username_claim: z.string().min(1).default("preferred_username"),
  picture_claim: z.string().min(1).default("picture"),
});
export type CustomOAuthProviderSettings = z.output<typeof customOAuthProviderSettings>;

/** `settings.oauth`: keyed by the name of a provider of the registry (google, github, ...). */
export const oauthSettings = z
  .object(
    Object.fromEntries(OAUTH_PROVIDER_NAMES.map((name) => [name, oauthProviderSettings])) as Record<
      OAuthProviderName,
      typeof oauthProviderSettings
    >,
  )
  .partial();

/** `settings.custom_oauth`: keyed by the `provider` of a public custom_oauth_providers entry ("custom:<id>"). */
export const customOAuthSettings = z.record(z.string().regex(/^custom:[A-Za-z0-9_-]+$/), customOAuthProviderSettings);

/** The OAuth plugin's keys of `apps.settings`. */
export const oauthAppSettings = settingsSlice({
  oauth: oauthSettings.optional(),
  custom_oauth: customOAuthSettings.optional(),
});
