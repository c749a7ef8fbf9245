import type { OAuthAuthResult } from "../../api/oauth.ts";
import type { WireOAuthTokens } from "../../api/wire.ts";
import type { AuthResult, OAuthTokens } from "../../types.ts";

/** The provider's tokens in the client's shape (absent fields stay absent). */
export function toOAuthTokens(wire: WireOAuthTokens): OAuthTokens {
  const tokens: OAuthTokens = { provider: wire.provider, accessToken: wire.access_token };
  if (wire.access_token_expires_in_seconds !== undefined) {
    tokens.accessTokenExpiresInSeconds = wire.access_token_expires_in_seconds;
  }
  if (wire.refresh_token !== undefined) tokens.refreshToken = wire.refresh_token;
  if (wire.refresh_token_expires_in_seconds !== undefined) {
    tokens.refreshTokenExpiresInSeconds = wire.refresh_token_expires_in_seconds;
  }
  if (wire.scopes !== undefined) tokens.scopes = wire.scopes;
  return tokens;
}

/**
 * An OAuth sign-in's result as the host sees it: the wire tokens the API group passed through become
 * `oauthTokens` (converted here, in the lazily loaded OAuth runner, so the email journey's chunk stays as it was).
 */
export function withOAuthTokens({ wireOAuthTokens, ...result }: OAuthAuthResult): AuthResult {
  return wireOAuthTokens ? { ...result, oauthTokens: toOAuthTokens(wireOAuthTokens) } : result;
}
