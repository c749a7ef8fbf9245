import { z } from "zod";
import { codeChallengeSchema, codeVerifierSchema, emailSchema, loginModeSchema, stateCodeSchema } from "./fields.ts";

// The `sso` group (enterprise single sign-on through the app's OpenID provider, PKCE S256): the server
// validates with these schemas and declares them in its OpenAPI document; the client types its bodies by
// their input side (z.input, a type-only import, so no zod reaches a browser bundle).

const callbackShape = {
  authorization_code: z.string().min(1).max(4_096),
  state_code: stateCodeSchema,
  code_verifier: codeVerifierSchema,
};

export const ssoInitBody = z.object({
  redirect_to: z.string().min(1).max(2_048),
  code_challenge: codeChallengeSchema,
  state_code: stateCodeSchema,
  code_challenge_method: z.literal("S256").optional(),
  /** Picks the app's provider by the email's domain. */
  email: emailSchema.optional(),
});
export const ssoAuthenticateBody = z.object({ ...callbackShape, mode: loginModeSchema });
export const ssoLinkBody = z.object(callbackShape);
export const ssoUnlinkBody = z.object({ issuer: z.string().min(1).max(2_048), subject: z.string().min(1).max(512) });

export type SsoInitBody = z.input<typeof ssoInitBody>;
export type SsoAuthenticateBody = z.input<typeof ssoAuthenticateBody>;
export type SsoLinkBody = z.input<typeof ssoLinkBody>;
export type SsoUnlinkBody = z.input<typeof ssoUnlinkBody>;
