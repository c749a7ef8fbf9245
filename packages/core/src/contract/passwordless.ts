import { z } from "zod";
import { captchaTokenSchema, codeSchema, emailSchema, loginModeSchema } from "./fields.ts";

// The `passwordless` (email code) group: the server validates with these schemas and declares them in its
// OpenAPI document; the client builds its bodies typed by their input side (z.input, a type-only import,
// so no zod reaches a browser bundle).

export const passwordlessInitBody = z.object({ email: emailSchema, captcha_token: captchaTokenSchema });
export const passwordlessAuthenticateBody = z.object({ email: emailSchema, code: codeSchema, mode: loginModeSchema });
export const passwordlessLinkBody = z.object({ email: emailSchema, code: codeSchema });
export const passwordlessUnlinkBody = z.object({ address: emailSchema });
export const passwordlessUpdateBody = z.object({
  old_address: emailSchema,
  new_address: emailSchema,
  code: codeSchema,
});

/** `POST {method}/transfer`: the nonce of a 409 account_transfer_required (spec 000 §7). */
export const transferBody = z.object({ nonce: z.string().min(1).max(128) });

export type PasswordlessInitBody = z.input<typeof passwordlessInitBody>;
export type PasswordlessAuthenticateBody = z.input<typeof passwordlessAuthenticateBody>;
export type PasswordlessLinkBody = z.input<typeof passwordlessLinkBody>;
export type PasswordlessUnlinkBody = z.input<typeof passwordlessUnlinkBody>;
export type PasswordlessUpdateBody = z.input<typeof passwordlessUpdateBody>;
export type TransferBody = z.input<typeof transferBody>;
