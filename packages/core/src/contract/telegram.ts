import { z } from "zod";
import { captchaTokenSchema, loginModeSchema } from "./fields.ts";

// The `telegram` group: the server validates with these schemas and declares them in its OpenAPI document;
// the client types its bodies by their input side (z.input, a type-only import, so no zod reaches a browser
// bundle).

const widgetField = z.union([z.string().max(1_024), z.number().finite()]);
/** Login Widget fields; unknown extra fields are kept because the signature covers them too. */
export const telegramAuthResultSchema = z
  .object({
    id: z.number().int().positive(),
    first_name: z.string().max(256),
    auth_date: z.number().int().positive(),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .catchall(widgetField)
  .refine((value) => Object.keys(value).length <= 20, { message: "Too many fields" });

const proofShape = {
  captcha_token: captchaTokenSchema,
  telegram_auth_result: telegramAuthResultSchema.optional(),
  /** A Mini App's raw `initData` query string. */
  telegram_web_app_data: z.string().min(1).max(8_192).optional(),
};
const exactlyOne = (body: { telegram_auth_result?: unknown; telegram_web_app_data?: unknown }) =>
  (body.telegram_auth_result === undefined) !== (body.telegram_web_app_data === undefined);
const exactlyOneMessage = "Give exactly one of telegram_auth_result or telegram_web_app_data";

export const telegramAuthenticateBody = z
  .object({ ...proofShape, mode: loginModeSchema })
  .refine(exactlyOne, { message: exactlyOneMessage });
export const telegramLinkBody = z.object(proofShape).refine(exactlyOne, { message: exactlyOneMessage });
export const telegramUnlinkBody = z.object({ telegram_user_id: z.string().regex(/^\d{1,20}$/) });

export type TelegramAuthenticateBody = z.input<typeof telegramAuthenticateBody>;
export type TelegramLinkBody = z.input<typeof telegramLinkBody>;
export type TelegramUnlinkBody = z.input<typeof telegramUnlinkBody>;
