import { z } from "zod";

/** MoonPay keys of one environment (live or sandbox), from the MoonPay dashboard. */
const moonpayKeys = z.object({
  publishable_key: z.string().min(1),
  secret_key: z.string().min(1),
  /** Signs webhooks (Moonpay-Signature-V2); without it the webhook endpoint refuses every call. */
  webhook_key: z.string().min(1).optional(),
});

/** `settings.funding.moonpay`: live and/or sandbox keys and, for tests and stand-ins, MoonPay's hosts. */
export const moonpaySettings = z
  .object({
    live: moonpayKeys.optional(),
    sandbox: moonpayKeys.optional(),
    widget_url: z.url().default("https://buy.moonpay.com"),
    sandbox_widget_url: z.url().default("https://buy-sandbox.moonpay.com"),
    api_url: z.url().default("https://api.moonpay.com"),
    sandbox_api_url: z.url().default("https://api.moonpay.com"),
  })
  .refine((moonpay) => moonpay.live || moonpay.sandbox, "moonpay needs live or sandbox keys");
export type MoonpaySettings = z.output<typeof moonpaySettings>;
