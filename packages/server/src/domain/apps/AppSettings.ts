import { z } from "zod";

/** Twilio credentials of one app (server-only). `from` or `messaging_service_sid` is needed for SMS. */
const twilioSettings = z.object({
  account_sid: z.string().min(1),
  auth_token: z.string().min(1),
  /** Sender number for SMS (E.164). */
  from: z.string().min(1).optional(),
  /** Alternative to `from`: a Messaging Service picks the sender. */
  messaging_service_sid: z.string().min(1).optional(),
  /** WhatsApp sender (E.164, sent as "whatsapp:+..."); default `from`. */
  whatsapp_from: z.string().min(1).optional(),
  /** Default https://api.twilio.com (tests point it at a local stand-in). */
  base_url: z.url().optional(),
});

export type TwilioSettings = z.output<typeof twilioSettings>;

/** One allowlist entry: an exact email, every email of a domain, a phone number (E.164) or a wallet address. */
export const allowlistEntrySchema = z.object({
  type: z.enum(["email", "email_domain", "phone", "wallet"]),
  value: z.string().trim().min(1).max(320),
});

/**
 * The core's own server-only settings of an app (column `apps.settings`, never sent to clients): captcha,
 * allowlist, user cap and the Twilio account Delivery sends SMS/WhatsApp with. Plugins add their own keys
 * (`ServerPlugin.settings`); the server validates a seed against the core keys and every plugin's keys.
 */
export const coreSettingsShape = {
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
  twilio: twilioSettings.optional(),
};

/** Top-level settings keys and their schemas: the core's, or one plugin's slice. */
export type SettingsShape = Record<string, z.ZodType>;

const coreSettingsSchema = z.object(coreSettingsShape);
export type CoreAppSettings = z.output<typeof coreSettingsSchema>;
export type CoreAppSettingsInput = z.input<typeof coreSettingsSchema>;

/**
 * The settings an AppRecord carries: the core keys typed, every plugin's keys validated by the server but
 * read through that plugin's slice (`settingsSlice(...).of(app)`), so the core never imports a plugin.
 */
export type AppSettings = CoreAppSettings & { readonly [key: string]: unknown };
export type AllowlistEntry = z.output<typeof allowlistEntrySchema>;

/** The schema a seed and a stored row are validated with: the core keys plus every slice's keys. */
export function composeSettingsSchema(slices: readonly SettingsShape[]): z.ZodType<AppSettings> {
  const shape: SettingsShape = { ...coreSettingsShape };
  for (const slice of slices) {
    for (const [key, schema] of Object.entries(slice)) {
      if (key in shape) throw new Error(`settings key "${key}" is declared twice`);
      shape[key] = schema;
    }
  }
  return z.object(shape) as unknown as z.ZodType<AppSettings>;
}

/** The keys of a composed settings schema (a seed's other keys are public configuration or unknown). */
export function settingsKeysOf(slices: readonly SettingsShape[]): Set<string> {
  return new Set([...Object.keys(coreSettingsShape), ...slices.flatMap((slice) => Object.keys(slice))]);
}

/** A plugin's typed view of its own settings keys. */
export interface SettingsSlice<Shape extends SettingsShape> {
  readonly shape: Shape;
  /** The slice of an app's settings, as validated (defaults applied) when the app was read. */
  of(app: { settings: AppSettings }): z.output<z.ZodObject<Shape>>;
}

/**
 * Declares a plugin's settings keys.
 *
 * @example
 * export const telegramAppSettings = settingsSlice({ telegram: telegramSettings.optional() });
 * const token = telegramAppSettings.of(app).telegram?.bot_token;
 */
export function settingsSlice<Shape extends SettingsShape>(shape: Shape): SettingsSlice<Shape> {
  return {
    shape,
    // AppService.find parsed `settings` with a schema holding this shape, so these keys have its output type.
    of: (app) => app.settings as unknown as z.output<z.ZodObject<Shape>>,
  };
}
