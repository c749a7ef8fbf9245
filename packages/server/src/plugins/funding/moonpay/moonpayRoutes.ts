import { randomUUID } from "node:crypto";
import { FoyerError, MOONPAY_CURRENCY_CODE_LIST } from "@foyer/core";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { FoyerEnv } from "../../../http/FoyerEnv.ts";
import { parseBody } from "../../../http/parseBody.ts";
import type { FundingService } from "../FundingService.ts";
import { requireFundingOption } from "../requireFundingOption.ts";
import { walletAddressSchema } from "../walletAddressSchema.ts";
import { signMoonpayUrl } from "./signMoonpayUrl.ts";

/** MoonPay's payment method ids Foyer lets a host preselect. */
const PAYMENT_METHODS = [
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

const signBody = z.object({
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
      paymentMethod: z.enum(PAYMENT_METHODS).optional(),
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

/**
 * MoonPay (card, spec 001 §7): `POST plugins/moonpay_on_ramp/sign` answers `{ signedUrl,
 * externalTransactionId }`: the widget URL for the user's own address, signed with the app's secret key
 * (live, or sandbox when `useSandbox`), with a fresh external transaction id the client then polls
 * MoonPay with (`GET /v1/transactions/ext/{id}`).
 */
export function moonpayRoutes(
  deps: { funding: FundingService },
  requireAuth: MiddlewareHandler<FoyerEnv>,
): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.post("/plugins/moonpay_on_ramp/sign", requireAuth, async (c) => {
    const app = c.get("app");
    const moonpay = requireFundingOption(app, "moonpay").moonpay;
    const body = await parseBody(c, signBody);
    const keys = body.useSandbox ? moonpay?.sandbox : moonpay?.live;
    if (!moonpay || !keys) {
      throw new FoyerError(
        "not_supported",
        `MoonPay ${body.useSandbox ? "sandbox" : "live"} is not configured for this app.`,
      );
    }
    const { userId } = c.get("auth");
    if (!(await deps.funding.ownsAddress(app.id, userId, body.address))) {
      throw new FoyerError("invalid_data", `Wallet ${body.address} is not one of your wallets.`);
    }
    const externalTransactionId = randomUUID();
    const { config } = body;
    const signedUrl = signMoonpayUrl(
      body.useSandbox ? moonpay.sandbox_widget_url : moonpay.widget_url,
      keys.secret_key,
      {
        apiKey: keys.publishable_key,
        walletAddress: body.address,
        currencyCode: config.currencyCode?.toLowerCase(),
        quoteCurrencyAmount: config.quoteCurrencyAmount,
        paymentMethod: config.paymentMethod,
        colorCode: config.uiConfig?.accentColor,
        theme: config.uiConfig?.theme,
        externalTransactionId,
        externalCustomerId: userId,
      },
    );
    return c.json({ signedUrl, externalTransactionId });
  });
  return routes;
}
