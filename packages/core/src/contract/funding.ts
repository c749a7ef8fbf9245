import { z } from "zod";
import { COINBASE_NETWORK_LIST, COINBASE_ONRAMP_ASSETS, MOONPAY_CURRENCY_CODE_LIST } from "./onrampNetworks.ts";

// The `funding` group (spec 001 §7): the card providers' server calls. The server validates with these
// schemas and declares them in its OpenAPI document; each provider's runner (providers/funding/) builds its
// bodies typed by their input side (z.input, a type-only import, so no zod reaches a browser bundle).

/** An EVM address (0x and 40 hex digits) or a Solana address (base58, 32 to 44 characters). */
export const walletAddressSchema = z
  .string()
  .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, "must be an EVM or Solana address");

/** `POST funding/coinbase_on_ramp/init`: the user's own addresses with their networks, and the assets to offer. */
export const coinbaseOnrampInitBody = z.object({
  addresses: z
    .array(
      z.object({
        address: walletAddressSchema,
        blockchains: z
          .array(z.enum(COINBASE_NETWORK_LIST as [string, ...string[]]))
          .min(1)
          .max(10),
      }),
    )
    .min(1)
    .max(5),
  assets: z.array(z.enum(COINBASE_ONRAMP_ASSETS)).max(COINBASE_ONRAMP_ASSETS.length).optional(),
});

/** `GET funding/coinbase_on_ramp/status?partnerUserId=`: Foyer's partner user refs, "foyer-" and a UUID. */
export const coinbaseOnrampStatusQuery = z.object({ partnerUserId: z.string().regex(/^foyer-[0-9a-f-]{36}$/) });

/** MoonPay's payment method ids Foyer lets a host preselect. */
export const MOONPAY_PAYMENT_METHODS = [
  "credit_debit_card",
  "apple_pay",
  "google_pay",
  "samsung_pay",
  "sepa_bank_transfer",
  "gbp_bank_transfer",
  "ach_bank_transfer",
  "paypal",
  "venmo",
] as const;

/** `POST plugins/moonpay_on_ramp/sign`: the address the widget buys for, live or sandbox, and the widget's settings. */
export const moonpaySignBody = z.object({
  address: walletAddressSchema,
  useSandbox: z.boolean().default(false),
  config: z
    .object({
      uiConfig: z
        .object({
          accentColor: z
            .string()
            .regex(/^#[0-9a-fA-F]{6}$/)
            .optional(),
          theme: z.enum(["light", "dark"]).optional(),
        })
        .optional(),
      paymentMethod: z.enum(MOONPAY_PAYMENT_METHODS).optional(),
      currencyCode: z.enum(MOONPAY_CURRENCY_CODE_LIST as [string, ...string[]]).optional(),
      // A positive decimal with at most 18 places: MoonPay reads it as the crypto amount to buy.
      quoteCurrencyAmount: z
        .string()
        .regex(/^\d{1,12}(\.\d{1,18})?$/)
        .refine((value) => Number(value) > 0, "must be above 0")
        .optional(),
    })
    .default({}),
});

export type CoinbaseOnrampInitBody = z.input<typeof coinbaseOnrampInitBody>;
export type CoinbaseOnrampStatusQuery = z.input<typeof coinbaseOnrampStatusQuery>;
export type MoonpaySignBody = z.input<typeof moonpaySignBody>;
