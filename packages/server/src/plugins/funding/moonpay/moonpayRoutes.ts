import { randomUUID } from "node:crypto";
import { FoyerError } from "@foyer/core";
import { moonpaySignBody } from "@foyer/core/contract";
import { Hono } from "hono";
import type { FoyerEnv } from "../../../http/FoyerEnv.ts";
import { parseBody } from "../../../http/parseBody.ts";
import { wire } from "../../../http/wire.ts";
import type { FundingRouteDeps } from "../FundingProviderServer.ts";
import type { MoonpaySettings } from "./moonpaySettings.ts";
import { signMoonpayUrl } from "./signMoonpayUrl.ts";

/**
 * MoonPay (card, spec 001 §7): `POST plugins/moonpay_on_ramp/sign` answers `{ signedUrl,
 * externalTransactionId }`: the widget URL for the user's own address, signed with the app's secret key
 * (live, or sandbox when `useSandbox`), with a fresh external transaction id the client then polls
 * MoonPay with (`GET /v1/transactions/ext/{id}`). The body is the wire contract's (@foyer/core/contract).
 */
export function moonpayRoutes(deps: FundingRouteDeps<MoonpaySettings>): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.post("/plugins/moonpay_on_ramp/sign", wire({ body: moonpaySignBody }), deps.requireAuth, async (c) => {
    const app = c.get("app");
    const moonpay = deps.settingsOf(app);
    const body = await parseBody(c, moonpaySignBody);
    const keys = body.useSandbox ? moonpay.sandbox : moonpay.live;
    if (!keys) {
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
