import { z } from "zod";
import { captchaTokenSchema, loginModeSchema } from "./fields.ts";
import { authenticationResponse, base64url, registrationResponse } from "./webauthn.ts";

// The `passkeys` group: sign up (register), sign in (authenticate), link and unlink a passkey. Init calls
// answer the WebAuthn options for the browser; the credentials come back as their standard JSON forms.

export const passkeyRegisterInitBody = z.object({
  user_name: z.string().trim().min(1).max(64).optional(),
  captcha_token: captchaTokenSchema,
});
export const passkeyAuthenticateInitBody = z.object({ captcha_token: captchaTokenSchema });
/** link/init takes nothing (the session names the user). */
export const passkeyLinkInitBody = z.object({});
/** register and link: the created credential. */
export const passkeyRegisterBody = z.object({ authenticator_response: registrationResponse });
export const passkeyAuthenticateBody = z.object({
  authenticator_response: authenticationResponse,
  mode: loginModeSchema,
});
export const passkeyUnlinkBody = z.object({ credential_id: base64url });

export type PasskeyRegisterInitBody = z.input<typeof passkeyRegisterInitBody>;
export type PasskeyAuthenticateInitBody = z.input<typeof passkeyAuthenticateInitBody>;
export type PasskeyLinkInitBody = z.input<typeof passkeyLinkInitBody>;
export type PasskeyRegisterBody = z.input<typeof passkeyRegisterBody>;
export type PasskeyAuthenticateBody = z.input<typeof passkeyAuthenticateBody>;
export type PasskeyUnlinkBody = z.input<typeof passkeyUnlinkBody>;
