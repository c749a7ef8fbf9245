// The server halves of the funding providers are listed once (fundingProviderServers.ts) and read by the
// funding plugin for settings, endpoints, routes and webhooks: each belongs to a registered provider and
// writes only its own keys of the public `funding_config.endpoints`.
import { FUNDING_PROVIDER_IDS, findFundingProvider } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { fundingSettings } from "./FundingSettings.ts";
import { FUNDING_PROVIDER_SERVERS, fundingProviderServer } from "./fundingProviderServers.ts";
import { fundingEndpoints } from "./withFunding.ts";

describe("funding provider server halves", () => {
  it("belong to registered providers, in the registry's order", () => {
    expect(FUNDING_PROVIDER_SERVERS.map((half) => half.id)).toEqual(FUNDING_PROVIDER_IDS);
    for (const half of FUNDING_PROVIDER_SERVERS) expect(findFundingProvider(half.id)).toBeDefined();
    expect(fundingProviderServer("voucher")).toBeUndefined();
  });

  it("each settles `settings.funding.<id>` and writes only `<id>_...` endpoint keys, without secrets", () => {
    expect(Object.keys(fundingSettings.shape)).toEqual(expect.arrayContaining([...FUNDING_PROVIDER_IDS]));
    for (const half of FUNDING_PROVIDER_SERVERS) {
      for (const key of Object.keys((half.endpoints as (settings: undefined) => object)(undefined))) {
        expect(key.startsWith(`${half.id}_`), key).toBe(true);
      }
    }
    // Without settings every provider still serves its production hosts (the client's defaults agree).
    expect(fundingEndpoints(undefined)).toMatchObject({
      coinbase_pay_url: "https://pay.coinbase.com",
      moonpay_api_url: "https://api.moonpay.com",
      moonpay_api_key: null,
    });
  });
});
