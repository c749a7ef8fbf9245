import { describe, expect, it } from "vitest";
import type { FundingProviderOrder, FundingProviderPorts } from "../providers/funding/FundingProviderDefinition.ts";
import { runCoinbaseOnrampEffects } from "../providers/funding/runCoinbaseOnrampEffects.ts";
import { runMoonpayEffects } from "../providers/funding/runMoonpayEffects.ts";
import { coinbaseOnrampInitBody, coinbaseOnrampStatusQuery, moonpaySignBody } from "./funding.ts";

const order: FundingProviderOrder = {
  method: "card",
  amount: "0.05",
  address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  destination: 8453,
  chainLabel: "8453",
  asset: "USDC",
  appName: "Acme",
  endpoints: { moonpay_api_key: "pk_live", coinbase_pay_url: "https://pay.example" },
};

/** The calls the providers' runners make, by path, with their bodies. */
function recorder() {
  const sent = new Map<string, unknown>();
  const ports: FundingProviderPorts = {
    request: (async (path: string, init?: { body?: unknown }) => {
      sent.set(path.split("?")[0] as string, init?.body ?? path);
      return path.startsWith("funding/coinbase_on_ramp/init")
        ? { app_id: "a", session_token: "t", partner_user_id: "foyer-00000000-0000-0000-0000-000000000000" }
        : path.startsWith("funding/coinbase_on_ramp/status")
          ? { status: "pending" }
          : { signedUrl: "https://buy.example", externalTransactionId: "e" };
    }) as FundingProviderPorts["request"],
    openPopup: () => null,
    track: () => {},
    sandbox: false,
    accentColor: "#123456",
    theme: "dark",
  };
  return { sent, ports };
}

describe("the funding providers' runners against the server's schemas (funding group)", () => {
  it("send bodies and queries every schema of the group accepts", async () => {
    const { sent, ports } = recorder();
    const send = () => {};
    const coinbase = runCoinbaseOnrampEffects(ports, order);
    coinbase({ type: "initSession" }, send);
    coinbase({ type: "pollStatus", partnerUserId: "foyer-00000000-0000-0000-0000-000000000000" }, send);
    runMoonpayEffects(ports, order)({ type: "sign" }, send);
    await new Promise((resolve) => setTimeout(resolve, 0));

    const init = sent.get("funding/coinbase_on_ramp/init");
    expect(coinbaseOnrampInitBody.safeParse(init).success).toBe(true);
    expect(Object.keys(init as object).sort()).toEqual(Object.keys(coinbaseOnrampInitBody.shape).sort());
    const statusPath = sent.get("funding/coinbase_on_ramp/status") as string;
    const query = Object.fromEntries(new URL(statusPath, "https://x/").searchParams);
    expect(coinbaseOnrampStatusQuery.safeParse(query).success).toBe(true);
    const sign = sent.get("plugins/moonpay_on_ramp/sign");
    expect(moonpaySignBody.safeParse(sign).success).toBe(true);
    // Strict check of field names: a client spelling the server does not read would be dropped silently.
    expect(Object.keys(sign as object).sort()).toEqual(Object.keys(moonpaySignBody.shape).sort());
    expect(Object.keys((sign as { config: object }).config).sort()).toEqual(
      ["currencyCode", "paymentMethod", "quoteCurrencyAmount", "uiConfig"].sort(),
    );
  });
});
