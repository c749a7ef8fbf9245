import { validateCustomAccountType } from "@foyer/core";
import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/** How app-issued JWTs are verified for custom_jwt_account (server-only). */
export const customJwtSettings = z
  .object({
    /** The `<id>` of the linked account type `custom:<id>`. */
    provider_id: z.string().refine((id) => validateCustomAccountType(`custom:${id}`), {
      message: "provider_id may only hold letters, digits, '_' and '-'",
    }),
    jwks_url: z.url().optional(),
    /** A PEM (SPKI) public key, or a public JWK. */
    public_key: z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional(),
    issuer: z.string().min(1).optional(),
    audience: z.string().min(1).optional(),
    /** Claim that holds the user's id in the app's system. */
    subject_claim: z.string().min(1).default("sub"),
    /** Accepted algorithms; default every asymmetric JWS algorithm jose knows for the key. */
    algorithms: z.array(z.string().min(1)).optional(),
  })
  .refine((s) => (s.jwks_url === undefined) !== (s.public_key === undefined), {
    message: "custom_jwt needs exactly one of jwks_url or public_key",
  });
export type CustomJwtSettings = z.output<typeof customJwtSettings>;

/** The custom JWT plugin's keys of `apps.settings`. */
export const customJwtAppSettings = settingsSlice({ custom_jwt: customJwtSettings.optional() });
