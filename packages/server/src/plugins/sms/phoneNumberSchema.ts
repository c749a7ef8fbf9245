import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

/**
 * A phone number in international form ("+" and calling code; spaces, dashes and brackets allowed),
 * checked with libphonenumber-js and normalised to E.164. Anything else is 400 invalid_data.
 */
export const phoneNumberSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value.trim());
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: "custom", message: "Expected a valid phone number in international format" });
      return z.NEVER;
    }
    return parsed.number as string;
  });

/** ISO 3166 region of an E.164 number, or null for non-geographic numbers (+800, +870, ...). */
export function phoneRegion(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}
