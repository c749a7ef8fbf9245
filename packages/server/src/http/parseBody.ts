import { FoyerError } from "@foyer/core";
import type { Context } from "hono";
import type { z } from "zod";
import { findBadString } from "./inputRules.ts";

/**
 * Reads the JSON body and validates it: anything that is not JSON or does not match the schema is a
 * 400 invalid_data naming the offending fields, never a 500.
 */
export async function parseBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  const declared: unknown = c.get("declaredBody");
  if (declared !== undefined && declared !== schema) {
    // A programming error, not bad input: the route's wire({ body }) names another schema than the handler
    // reads with, so the OpenAPI document and the client's types would lie. Every route's tests hit it.
    throw new Error(`${c.req.method} ${c.req.path}: parseBody's schema is not the body the route declares`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new FoyerError("invalid_data", "Request body must be JSON.");
  }
  return validate(schema, body);
}

/** Validates an already-read value as parseBody does (400 invalid_data naming the offending fields). */
export function validate<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  // The string rule (inputRules.ts) holds for whatever is validated, body or not.
  const bad = findBadString(value);
  if (bad) throw new FoyerError("invalid_data", undefined, { details: { issues: [bad] } });
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    throw new FoyerError("invalid_data", undefined, { details: { issues } });
  }
  return result.data;
}
