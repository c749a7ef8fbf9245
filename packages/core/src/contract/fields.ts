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

/** A signed text message (SIWE, SIWS, Farcaster). Only a loose cap here: the services answer invalid_message above their own limit. */
export const signedMessageSchema = z.string().min(1).max(32_768);

/** A 0x-hex signature: 65-byte ECDSA, or a longer contract-wallet signature (EIP-1271 / EIP-6492). */
export const hexSignatureSchema = z.string().regex(/^0x[0-9a-fA-F]{2,8192}$/, "Not a hex signature");

/** RFC 7636: a base64url S256 code challenge is exactly 43 characters. */
export const codeChallengeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "Expected a base64url SHA-256 code challenge");

/** RFC 7636: 43-128 unreserved characters. */
export const codeVerifierSchema = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, "Expected an RFC 7636 code verifier");

/** Client-made, >=128 bits as base64url or hex; it travels in URLs. */
export const stateCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{22,256}$/, "Expected a random state code (22-256 URL-safe chars)");
