import { z } from "zod";
import { captchaTokenSchema } from "./fields.ts";

// The `guest` group: the server validates with this schema and declares it in its OpenAPI document; the
// client types its body by its input side (z.input, a type-only import, so no zod reaches a browser bundle).

/** `POST guest/authenticate`: nothing but the captcha token when the app has captcha on (strict: no other field). */
export const guestAuthenticateBody = z.object({ captcha_token: captchaTokenSchema }).strict();

export type GuestAuthenticateBody = z.input<typeof guestAuthenticateBody>;
