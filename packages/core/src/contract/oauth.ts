import { z } from "zod";

// The `oauth` group's answers that carry more than the other sign-ins: the provider's own tokens, handed to the
// host once (never stored by Foyer). The client's type is api/wire.ts WireOAuthTokens; the server's test parses
// its answers with these schemas. Bodies stay in server/src/plugins/oauth/routes.ts for now.

/** `oauth_tokens`: what the provider's token endpoint answered, for the host to call the provider's API. */
export const oauthTokensSchema = z.object({
  /** The preset name ("google") or the app's "custom:<id>". */
  provider: z.string(),
  access_token: z.string(),
  access_token_expires_in_seconds: z.number().int().nonnegative().optional(),
  refresh_token: z.string().optional(),
  /** Sent by some providers only (GitHub, Google): when the refresh token stops working. */
  refresh_token_expires_in_seconds: z.number().int().nonnegative().optional(),
  /** The scopes granted; the requested ones when the provider does not say (RFC 6749 §5.1). */
  scopes: z.array(z.string()).optional(),
});

/** `POST oauth/authenticate`: the sign-in answer of every method, plus the provider's tokens. */
export const oauthAuthenticateResponse = z.object({
  user: z.looseObject({ id: z.string() }),
  token: z.string(),
  refresh_token: z.string(),
  is_new_user: z.boolean(),
  oauth_tokens: oauthTokensSchema,
});

/** `POST oauth/link`: the user (as every link answers it), plus the provider's tokens. */
export const oauthLinkResponse = z.looseObject({ id: z.string(), oauth_tokens: oauthTokensSchema });
