import type { RequestFn } from "../api/createRequest.ts";

/** Answer of `funding/coinbase_on_ramp/init` (spec 001 §3 "Coinbase init response"). */
export interface CoinbaseOnrampSession {
  appId: string;
  sessionToken: string;
  partnerUserId: string;
}

/** What the MoonPay widget is opened with (spec 001 §7 `plugins/moonpay_on_ramp/sign`). */
export interface MoonpaySignInput {
  address: string;
  useSandbox: boolean;
  config: {
    uiConfig?: { accentColor?: string; theme?: "light" | "dark" };
    paymentMethod?: string;
    currencyCode?: string;
    quoteCurrencyAmount?: string;
  };
}

export interface FundingApi {
  /** A Coinbase Onramp session for the user's own addresses (networks per address, assets to offer). */
  coinbaseInit(input: {
    addresses: { address: string; blockchains: string[] }[];
    assets?: string[];
  }): Promise<CoinbaseOnrampSession>;
  /** pending, success or failure of the purchases made under this partner user id. */
  coinbaseStatus(partnerUserId: string): Promise<"pending" | "success" | "failure">;
  /** A signed MoonPay widget URL and the external transaction id to poll MoonPay with. */
  moonpaySign(input: MoonpaySignInput): Promise<{ signedUrl: string; externalTransactionId: string }>;
}

/**
 * The funding calls of the Foyer server (spec 001 §7), on the API client's request function (`api.request`).
 *
 * @example
 * const funding = createFundingApi(api.request);
 * const session = await funding.coinbaseInit({ addresses: [{ address, blockchains: ["base"] }], assets: ["USDC"] });
 */
export function createFundingApi(request: RequestFn): FundingApi {
  return {
    async coinbaseInit(input) {
      const answer = await request<{ app_id: string; session_token: string; partner_user_id: string }>(
        "funding/coinbase_on_ramp/init",
        { method: "POST", body: input, auth: "required" },
      );
      return { appId: answer.app_id, sessionToken: answer.session_token, partnerUserId: answer.partner_user_id };
    },
    async coinbaseStatus(partnerUserId) {
      const answer = await request<{ status: "pending" | "success" | "failure" }>(
        `funding/coinbase_on_ramp/status?partnerUserId=${encodeURIComponent(partnerUserId)}`,
        { auth: "required" },
      );
      return answer.status;
    },
    moonpaySign(input) {
      return request("plugins/moonpay_on_ramp/sign", { method: "POST", body: input, auth: "required" });
    },
  };
}
