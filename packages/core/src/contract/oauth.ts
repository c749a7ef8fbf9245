import { z } from "zod";
import {
  captchaTokenSchema,
  codeChallengeSchema,
  codeVerifierSchema,
  loginModeSchema,
  stateCodeSchema,
} from "./fields.ts";

// The `oauth` group (social sign-in, PKCE S256): the server validates with the body schemas and declares them
// in its OpenAPI document; the client types its bodies by their input side (z.input, a type-only import, so
// no zod reaches a browser bundle). Its answers carry more than the other sign-ins: the provider's own
// tokens, handed to the host once (never stored by Foyer). The client's type for those is api/wire.ts
// WireOAuthTokens; the server's test parses its answers with the response schemas.

/** A preset name (google, ...) or a custom provider "custom:<id>". */
export const oauthProviderSchema = z
  .string()
  .max(100)
  .regex(/^([a-z]+|custom:[A-Za-z0-9_-]+)$/, "Unknown provider");

const callbackShape = {
  provider: oauthProviderSchema,
  authorization_code: z.string().min(1).max(4_096),
  state_code: stateCodeSchema,
  code_verifier: codeVerifierSchema,
};

export const oauthInitBody = z.object({
  provider: oauthProviderSchema,
  redirect_to: z.string().min(1).max(2_048),
  code_challenge: codeChallengeSchema,
  state_code: stateCodeSchema,
  // Only S256 is accepted; the field is optional so clients may state it.
  code_challenge_method: z.literal("S256").optional(),
  captcha_token: captchaTokenSchema,
});
export const oauthAuthenticateBody = z.object({ ...callbackShape, mode: loginModeSchema });
export const oauthLinkBody = z.object(callbackShape);
export const oauthUnlinkBody = z.object({ provider: oauthProviderSchema, subject: z.string().min(1).max(512) });

export type OAuthInitBody = z.input<typeof oauthInitBody>;
export type OAuthAuthenticateBody = z.input<typeof oauthAuthenticateBody>;
export type OAuthLinkBody = z.input<typeof oauthLinkBody>;
export type OAuthUnlinkBody = z.input<typeof oauthUnlinkBody>;

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
