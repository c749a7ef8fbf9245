import { validateCustomAccountType } from "@foyer/core";
import { z } from "zod";
import { crossAppAppSettings } from "../crossApp/CrossAppSettings.ts";
import { farcasterAppSettings } from "../farcaster/FarcasterSettings.ts";
import { oauthAppSettings } from "../oauth/OAuthSettings.ts";
import { sponsorshipAppSettings } from "../sponsorship/SponsorshipSettings.ts";
import { ssoAppSettings } from "../sso/SsoSettings.ts";
import { telegramAppSettings } from "../telegram/TelegramSettings.ts";

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

/** How app-issued JWTs are verified for custom_jwt_account (server-only). */
const customJwtSettings = z
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
  twilio: twilioSettings.optional(),
  /**
   * ISO 3166 regions whose phone numbers get SMS/WhatsApp codes. Absent: every geographic region;
   * non-geographic numbers (+800, +870, ...) are never served.
   */
  sms_allowed_regions: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  /** Allows `guest/authenticate`. Default false; true for the development app. */
  guest_accounts_enabled: z.boolean().optional(),
  custom_jwt: customJwtSettings.optional(),
  /**
   * JSON-RPC URL per EVM chain id ("1", "8453", ...) that SIWE uses to verify contract-wallet signatures
   * (EIP-1271 / EIP-6492). A chain without one accepts only plain ECDSA signatures.
   */
  evm_rpc_urls: z.record(z.string().regex(/^\d{1,20}$/), z.url()).optional(),
  ...oauthAppSettings,
  ...telegramAppSettings,
  ...farcasterAppSettings,
  ...crossAppAppSettings,
  ...ssoAppSettings,
  ...sponsorshipAppSettings,
  /** Forces MFA on embedded-wallet use: key-using wallet routes need an `mfa/verify` token (plugin mfa). */
  mfa_required: z.boolean().optional(),
  /** Cloud recovery (plugin recovery): Google OAuth client with the drive.appdata scope; CloudKit container. */
  recovery_oauth: z
    .object({
      google: z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) }).optional(),
      icloud: z
        .object({
          container: z.string().min(1),
          environment: z.enum(["development", "production"]).default("production"),
          api_token: z.string().min(1),
          base_url: z.url().optional(),
        })
        .optional(),
    })
    .optional(),
});

export type AppSettings = z.output<typeof appSettingsSchema>;
export type AppSettingsInput = z.input<typeof appSettingsSchema>;
export type AllowlistEntry = z.output<typeof allowlistEntrySchema>;

/** The seed keys that go to `apps.settings` rather than the public configuration. */
export const settingsKeys = new Set(Object.keys(appSettingsSchema.shape));
