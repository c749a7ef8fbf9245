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

/**
 * A shared body schema (@foyer/core/contract, where a phone number is only a short string) with its phone
 * number fields read by the server's own rule above, around it: each is normalised to E.164, or the body is
 * 400 invalid_data with the issue at that field, as when the field schema itself said so. An absent optional
 * field stays absent.
 */
export function withPhoneNumbers<Schema extends z.ZodObject>(
  schema: Schema,
  fields: readonly (keyof z.output<Schema> & string)[],
) {
  return schema.transform((body, ctx) => {
    const read: Record<string, unknown> = { ...body };
    for (const field of fields) {
      if (body[field] === undefined) continue;
      const parsed = phoneNumberSchema.safeParse(body[field]);
      if (parsed.success) read[field] = parsed.data;
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: "custom", message: issue.message, path: [field] });
    }
    return read as z.output<Schema>;
  });
}
