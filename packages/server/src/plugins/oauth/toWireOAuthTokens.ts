import type { WireOAuthTokens } from "@foyer/core";
import type { TokenEndpointResponse } from "oauth4webapi";

const seconds = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;

/**
 * The answer's `oauth_tokens` from the provider's token response: handed to the host once, kept nowhere
 * (the response carries `Cache-Control: no-store`). `scope` is space-separated by RFC 6749, comma-separated
 * at some providers (GitHub); without it the provider granted what was asked (RFC 6749 §5.1), `requested`.
 * `refresh_token_expires_in` is not standard; GitHub and Google send it.
 */
export function toWireOAuthTokens(
  provider: string,
  response: TokenEndpointResponse,
  requested: readonly string[],
): WireOAuthTokens {
  const tokens: WireOAuthTokens = { provider, access_token: response.access_token };
  const accessExpiry = seconds(response.expires_in);
  if (accessExpiry !== undefined) tokens.access_token_expires_in_seconds = accessExpiry;
  if (typeof response.refresh_token === "string") tokens.refresh_token = response.refresh_token;
  const refreshExpiry = seconds(response.refresh_token_expires_in);
  if (refreshExpiry !== undefined) tokens.refresh_token_expires_in_seconds = refreshExpiry;
  const granted = typeof response.scope === "string" ? response.scope.split(/[\s,]+/).filter(Boolean) : [];
  tokens.scopes = granted.length > 0 ? granted : [...requested];
  return tokens;
}
