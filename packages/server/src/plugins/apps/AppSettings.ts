import { z } from "zod";

/** One allowlist entry: an exact email, every email of a domain, a phone number (E.164) or a wallet address. */
export const allowlistEntrySchema = z.object({
  type: z.enum(["email", "email_domain", "phone", "wallet"]),
  value: z.string().trim().min(1).max(320),
});

/**
 * Server-only settings of an app (column `apps.settings`, never sent to clients). They come from the
 * same seed as the public configuration (foyer.config.json / `apps` option), with these snake_case keys.
 */
export const appSettingsSchema = z.object({
  /** Turnstile/hCaptcha secret key; for ALTCHA the HMAC key (default: derived from the server secret). */
  captcha_secret: z.string().min(1).optional(),
  /** Overrides the provider's siteverify URL (tests point it at a local server). */
  captcha_siteverify_url: z.url().optional(),
  /** Largest number an ALTCHA challenge hides: the proof-of-work cost (about half of it on average). */
  captcha_altcha_maxnumber: z.number().int().min(1).max(10_000_000).optional(),
  /** Restricts sign-in and link to the listed identifiers when enabled. */
  allowlist: z.object({ enabled: z.boolean(), entries: z.array(allowlistEntrySchema).default([]) }).optional(),
  /** User cap (meant for apps in development): creating one more user answers max_accounts_reached. */
  max_users: z.number().int().min(0).nullable().optional(),
});

export type AppSettings = z.output<typeof appSettingsSchema>;
export type AllowlistEntry = z.output<typeof allowlistEntrySchema>;

/** The seed keys that go to `apps.settings` rather than the public configuration. */
export const settingsKeys = new Set(Object.keys(appSettingsSchema.shape));
