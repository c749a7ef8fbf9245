import type { ErrorDetailsByCode } from "@foyer/core";
import { z } from "zod";

/**
 * The details each error code carries on the wire, as zod for the OpenAPI document. The type below ties
 * them to core's ErrorDetailsByCode (the type readers use): a field added on one side and not the other
 * fails to compile.
 */
export const errorDetailsSchemas = {
  too_many_requests: z.object({ retry_after: z.number().int().positive().optional() }),
  invalid_data: z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })).optional() }),
  account_transfer_required: z.object({
    nonce: z.string(),
    account: z.object({ type: z.string(), address: z.string(), subject: z.string() }),
    display_name: z.string(),
    embedded_wallet_address: z.string().nullable(),
  }),
  not_supported: z.object({ reason: z.literal("unsupported_region").optional(), region: z.string().optional() }),
  invalid_credentials: z.object({ reason: z.literal("code_expired").optional() }),
  missing_or_invalid_mfa: z.object({ reason: z.literal("max_attempts_reached").optional() }),
} satisfies { [Code in keyof ErrorDetailsByCode]: z.ZodType<ErrorDetailsByCode[Code]> };

// The other direction: every code core types has a schema here, and each schema's output is core's type.
type SameKeys = keyof typeof errorDetailsSchemas extends keyof ErrorDetailsByCode
  ? keyof ErrorDetailsByCode extends keyof typeof errorDetailsSchemas
    ? true
    : never
  : never;
type SameShapes = {
  [Code in keyof ErrorDetailsByCode]: ErrorDetailsByCode[Code] extends z.output<(typeof errorDetailsSchemas)[Code]>
    ? true
    : never;
}[keyof ErrorDetailsByCode];
export const errorDetailsMatchCore: SameKeys & SameShapes = true;
