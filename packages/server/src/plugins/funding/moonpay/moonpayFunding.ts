import { defineFundingProviderServer } from "../FundingProviderServer.ts";
import { moonpayRoutes } from "./moonpayRoutes.ts";
import { moonpaySettings } from "./moonpaySettings.ts";
import { moonpayWebhook } from "./moonpayWebhook.ts";

/**
 * MoonPay's server half: live and sandbox keys (`settings.funding.moonpay`), the public lookup hosts and
 * publishable keys the client polls with (`moonpay_api_url`, `moonpay_api_key` and their `moonpay_sandbox_`
 * twins), the signing route and the signed webhook.
 */
export const moonpayFunding = defineFundingProviderServer({
  id: "moonpay",
  settings: moonpaySettings,
  endpoints: (settings) => ({
    moonpay_api_url: settings?.api_url ?? "https://api.moonpay.com",
    moonpay_sandbox_api_url: settings?.sandbox_api_url ?? "https://api.moonpay.com",
    moonpay_api_key: settings?.live?.publishable_key ?? null,
    moonpay_sandbox_api_key: settings?.sandbox?.publishable_key ?? null,
  }),
  routes: moonpayRoutes,
  webhook: moonpayWebhook,
  devSettings: (sandbox) => {
    const keys = {
      publishable_key: sandbox.moonpay.publishableKey,
      secret_key: sandbox.moonpay.secretKey,
      webhook_key: sandbox.moonpay.webhookKey,
    };
    return {
      sandbox: keys,
      // The stand-in serves both environments, so a client asking for live still lands on it.
      live: keys,
      widget_url: sandbox.moonpay.widgetUrl,
      sandbox_widget_url: sandbox.moonpay.widgetUrl,
      api_url: sandbox.moonpay.apiUrl,
      sandbox_api_url: sandbox.moonpay.apiUrl,
    };
  },
});
