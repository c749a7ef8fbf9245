import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/**
 * `settings.sso`: the app's enterprise OpenID Connect provider. Endpoints come from the issuer's discovery
 * document (`/.well-known/openid-configuration`), checked to name the same issuer.
 */
export const ssoSettings = z.object({
  issuer: z.url(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** Work email domains this provider serves (lowercase, e.g. "acme.com"); empty: any. */
  email_domains: z.array(z.string().min(1).toLowerCase()).default([]),
  scopes: z.array(z.string().min(1)).default(["openid", "email", "profile"]),
  /** `alg` of the provider's ID tokens; default RS256. */
  id_token_signed_response_alg: z.string().min(1).default("RS256"),
});
export type SsoSettings = z.output<typeof ssoSettings>;

/** The SSO plugin's keys of `apps.settings`. */
export const ssoAppSettings = settingsSlice({ sso: ssoSettings.optional() });
