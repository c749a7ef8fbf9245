import { z } from "zod";

/** Email addresses are compared lowercase-trimmed everywhere. */
export const emailSchema = z
  .string()
  .max(320)
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.email());

/** A one-time code as typed: exactly six digits. */
export const codeSchema = z.string().regex(/^\d{6}$/, "Expected a 6-digit code");

/** Opaque refresh token (base64url, 43 characters when issued by Foyer). */
export const refreshTokenSchema = z.string().min(1).max(512);

/**
 * The captcha token an init call carries when the app has captcha on (an ALTCHA payload is about 300
 * characters, Turnstile tokens up to 2048).
 */
export const captchaTokenSchema = z.string().min(1).max(4096).optional();

/** Whether an authenticate call may create a user (spec 000 §2). */
export const loginModeSchema = z.enum(["login-or-sign-up", "no-signup"]).default("login-or-sign-up");
