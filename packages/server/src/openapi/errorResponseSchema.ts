import { errorCatalogue, errorCodes, type FoyerErrorCode } from "@foyer/core";
import { z } from "zod";
import { errorDetailsSchemas } from "./errorDetailsSchemas.ts";

/** Codes that cross the wire (the catalogue's null status marks client-only ones). */
const wireCodes = errorCodes.filter((code) => errorCatalogue[code].status !== null);

/**
 * The error envelope every endpoint answers on failure, `{ error, code, ...details }`, as a JSON Schema:
 * one branch per code that carries details (its fields typed), one branch for all the others (no details).
 */
export function errorResponseJsonSchema(): Record<string, unknown> {
  const withDetails = Object.keys(errorDetailsSchemas) as (keyof typeof errorDetailsSchemas)[];
  const plain = wireCodes.filter((code) => !(withDetails as FoyerErrorCode[]).includes(code));
  const branches = withDetails.map((code) =>
    z
      .object({ error: z.string(), code: z.literal(code) })
      .extend(errorDetailsSchemas[code].shape)
      .meta({ description: `${errorCatalogue[code].status}: ${errorCatalogue[code].message}` }),
  );
  const others = z.object({ error: z.string(), code: z.enum(plain as [FoyerErrorCode, ...FoyerErrorCode[]]) });
  const schema = z.union([...branches, others]).meta({
    description: "A catalogue error (spec 000 §8): a short message, the code, and the code's typed details.",
  });
  // The document states the dialect once (jsonSchemaDialect); no $schema inside a component.
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return jsonSchema;
}
