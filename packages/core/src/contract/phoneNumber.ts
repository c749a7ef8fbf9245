import { z } from "zod";

/**
 * A phone number as a client sends it: a string of at most 40 characters. What makes it valid (a number in
 * international form, normalised to E.164) needs libphonenumber-js, which only the server loads: its
 * schemas pipe this field into its own phoneNumberSchema (server/src/http/phoneNumberSchema.ts).
 */
export const phoneNumberInputSchema = z.string().max(40);
