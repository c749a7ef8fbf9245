import { defineFundingProviderServer } from "../FundingProviderServer.ts";
import { coinbaseRoutes } from "./coinbaseRoutes.ts";
import { coinbaseSettings } from "./coinbaseSettings.ts";
import { coinbaseWebhook } from "./coinbaseWebhook.ts";

/**
 * Coinbase Onramp's server half: the CDP credentials (`settings.funding.coinbase`), the pay host the client
 * builds the buy URL on (`coinbase_pay_url`), the session and status routes and the Hook0-signed webhook.
 */
export const coinbaseFunding = defineFundingProviderServer({
  id: "coinbase",
  settings: coinbaseSettings,
  endpoints: (settings) => ({ coinbase_pay_url: settings?.pay_url ?? "https://pay.coinbase.com" }),
  routes: coinbaseRoutes,
  webhook: coinbaseWebhook,
  devSettings: (sandbox) => ({
    api_key_id: sandbox.coinbase.apiKeyId,
    api_key_secret: sandbox.coinbase.apiKeySecret,
    project_id: sandbox.coinbase.projectId,
    webhook_secret: sandbox.coinbase.webhookSecret,
    api_url: sandbox.coinbase.apiUrl,
    pay_url: sandbox.coinbase.payUrl,
  }),
});
