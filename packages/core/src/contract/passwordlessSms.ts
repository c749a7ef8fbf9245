import { z } from "zod";
import { captchaTokenSchema, codeSchema, loginModeSchema } from "./fields.ts";
import { phoneNumberInputSchema } from "./phoneNumber.ts";

// The `passwordless_sms` group (phone codes by SMS or WhatsApp): the server validates with these schemas,
// then reads their phone numbers by its own rule (libphonenumber-js, to E.164), and declares them in its
// OpenAPI document; the client types its bodies by their input side (z.input, a type-only import, so no zod
// reaches a browser bundle).

export const passwordlessSmsInitBody = z.object({
  phone_number: phoneNumberInputSchema,
  channel: z.enum(["sms", "whatsapp"]).default("sms"),
  captcha_token: captchaTokenSchema,
});
export const passwordlessSmsAuthenticateBody = z.object({
  phone_number: phoneNumberInputSchema,
  code: codeSchema,
  mode: loginModeSchema,
});
export const passwordlessSmsLinkBody = z.object({ phone_number: phoneNumberInputSchema, code: codeSchema });
export const passwordlessSmsUnlinkBody = z.object({ phone_number: phoneNumberInputSchema });
export const passwordlessSmsUpdateBody = z.object({
  old_phone_number: phoneNumberInputSchema,
  new_phone_number: phoneNumberInputSchema,
  code: codeSchema,
});

export type PasswordlessSmsInitBody = z.input<typeof passwordlessSmsInitBody>;
export type PasswordlessSmsAuthenticateBody = z.input<typeof passwordlessSmsAuthenticateBody>;
export type PasswordlessSmsLinkBody = z.input<typeof passwordlessSmsLinkBody>;
export type PasswordlessSmsUnlinkBody = z.input<typeof passwordlessSmsUnlinkBody>;
export type PasswordlessSmsUpdateBody = z.input<typeof passwordlessSmsUpdateBody>;
