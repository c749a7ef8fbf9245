import { z } from "zod";
import { codeSchema } from "./fields.ts";
import { phoneNumberInputSchema } from "./phoneNumber.ts";
import { assertionSchema } from "./webauthn.ts";

// The `mfa` group (signed in): enrol, verify and unenrol SMS and passkey second factors.

export const mfaSmsInitBody = z.object({ phone_number: phoneNumberInputSchema.optional() });
export const mfaSmsEnrollBody = z.object({ phone_number: phoneNumberInputSchema, code: codeSchema });
export const mfaPasskeyInitBody = z.object({ purpose: z.enum(["enroll", "verify"]).default("verify") });
export const mfaPasskeyEnrollBody = z.object({ passkey_response: assertionSchema });
export const mfaVerifyBody = z.discriminatedUnion("method", [
  z.object({ method: z.literal("sms"), code: codeSchema }),
  z.object({ method: z.literal("passkey"), passkey_response: assertionSchema }),
]);
export const mfaUnenrollBody = z.object({ method: z.enum(["sms", "passkey"]) });

export type MfaSmsInitBody = z.input<typeof mfaSmsInitBody>;
export type MfaSmsEnrollBody = z.input<typeof mfaSmsEnrollBody>;
export type MfaPasskeyInitBody = z.input<typeof mfaPasskeyInitBody>;
export type MfaPasskeyEnrollBody = z.input<typeof mfaPasskeyEnrollBody>;
export type MfaVerifyBody = z.input<typeof mfaVerifyBody>;
export type MfaUnenrollBody = z.input<typeof mfaUnenrollBody>;
