import { z } from "zod";
import { codeChallengeSchema, codeVerifierSchema, loginModeSchema, stateCodeSchema } from "./fields.ts";

// The `cross-app` group (sign in with an account of another Foyer app, PKCE S256): the server validates with
// these schemas and declares them in its OpenAPI document; the client types its bodies by their input side
// (z.input, a type-only import, so no zod reaches a browser bundle).

const appIdSchema = z.string().min(1).max(200);
const callbackShape = {
  code: z.string().min(1).max(256),
  state_code: stateCodeSchema,
  code_verifier: codeVerifierSchema,
};

export const crossAppInitBody = z.object({
  provider_app_id: appIdSchema,
  code_challenge: codeChallengeSchema,
  state_code: stateCodeSchema,
  code_challenge_method: z.literal("S256").optional(),
  /** Full-page mode: the requester page to come back to (same origin as the request). */
  redirect_to: z.string().min(1).max(2_048).optional(),
});
/** `POST cross-app/approve`: the provider app's signed-in user allows the requester app. */
export const crossAppApproveBody = z.object({ requester_app_id: appIdSchema, state_code: stateCodeSchema });
export const crossAppAuthenticateBody = z.object({ ...callbackShape, mode: loginModeSchema });
export const crossAppLinkBody = z.object(callbackShape);
export const crossAppUnlinkBody = z.object({ subject: z.string().min(1).max(200) });

export type CrossAppInitBody = z.input<typeof crossAppInitBody>;
export type CrossAppApproveBody = z.input<typeof crossAppApproveBody>;
export type CrossAppAuthenticateBody = z.input<typeof crossAppAuthenticateBody>;
export type CrossAppLinkBody = z.input<typeof crossAppLinkBody>;
export type CrossAppUnlinkBody = z.input<typeof crossAppUnlinkBody>;
