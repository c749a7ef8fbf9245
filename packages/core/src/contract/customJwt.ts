import { z } from "zod";
import { loginModeSchema } from "./fields.ts";

// The `custom_jwt_account` group (a JWT the host app issued): the server validates with these schemas and
// declares them in its OpenAPI document; the client types its bodies by their input side (z.input, a
// type-only import, so no zod reaches a browser bundle).

const tokenSchema = z.string().min(1).max(16_384);

export const customJwtAuthenticateBody = z.object({ token: tokenSchema, mode: loginModeSchema });
export const customJwtLinkBody = z.object({ token: tokenSchema });

export type CustomJwtAuthenticateBody = z.input<typeof customJwtAuthenticateBody>;
export type CustomJwtLinkBody = z.input<typeof customJwtLinkBody>;
