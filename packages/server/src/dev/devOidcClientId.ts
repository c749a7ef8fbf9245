/** Every stand-in client shares this secret: it guards nothing but a local test provider. */
export const DEV_OIDC_CLIENT_SECRET = "foyer-dev-oidc-secret";

/**
 * Client id the local OpenID provider knows for a Foyer provider name (custom providers share one). Kept
 * apart from DevOidcProvider.ts so the app does not load oidc-provider in production.
 */
export function devOidcClientId(provider: string): string {
  return `foyer-dev-${provider.startsWith("custom:") ? "custom" : provider}`;
}
