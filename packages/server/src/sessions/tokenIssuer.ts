/**
 * The `iss` of an app's access tokens and the issuer of its OpenID discovery document: the server's public
 * URL (FOYER_PUBLIC_URL) plus the app's path, so `${iss}/.well-known/openid-configuration` is where an
 * OpenID client (Supabase, Hasura, Convex, openid-client) finds the app's keys.
 */
export function tokenIssuer(publicUrl: string, appId: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/api/v1/apps/${encodeURIComponent(appId)}`;
}
