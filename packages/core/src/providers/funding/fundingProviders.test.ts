// The funding provider registry drives the funding flow (issue 12 item 3, "providers as data"): the router,
// the runner and the views read a provider's definition and name none. A third provider defined here, outside
// the registry's files, completes a purchase through createFundingFlow: the seam a new provider plugs into.
import { describe, expect, it } from "vitest";
import { createMachineRunner } from "../../client/machine/createMachineRunner.ts";
import { createFundingFlow } from "../../flows/funding/createFundingFlow.ts";
import { landingView } from "../../flows/funding/landingView.ts";
import { prepareFundWallet } from "../../flows/funding/prepareFundWallet.ts";
import { type FundingConfig, toFundingConfig } from "../../funding/FundingConfig.ts";
import type { FundingPorts } from "../../funding/FundingPorts.ts";
import type { FundingProvider } from "../../wire/WireFundingConfig.ts";
import { defineFundingProvider, type FundingProviderOrder } from "./FundingProviderDefinition.ts";
import { FUNDING_PROVIDER_IDS, FUNDING_PROVIDERS, findFundingProvider } from "./fundingProviders.ts";

/** A provider of the fixture: a voucher bought at the Foyer server, no window to wait for. */
type VoucherState = { status: "idle" | "buying" | "done" | "failed"; code: string | null };
type VoucherEvent = { type: "start" } | { type: "bought"; code: string } | { type: "refused" };
type VoucherEffect = { type: "buy" };
const voucher = defineFundingProvider({
  id: "voucher",
  label: "Voucher",
  methods: ["card"],
  maxUsd: 50,
  amountHint: () => "Pay with a voucher.",
  machine: {
    initial: (): VoucherState => ({ status: "idle", code: null }),
    transition(state: VoucherState, event: VoucherEvent): { state: VoucherState; effects: VoucherEffect[] } {
      if (event.type === "start") return { state: { ...state, status: "buying" }, effects: [{ type: "buy" }] };
      if (event.type === "bought") return { state: { status: "done", code: event.code }, effects: [] };
      return { state: { ...state, status: "failed" }, effects: [] };
    },
  },
  run: (ports, order) => (_effect: VoucherEffect, send: (event: VoucherEvent) => void) => {
    ports
      .request<{ code: string }>("plugins/voucher/buy", { method: "POST", body: order, auth: "required" })
      .then((answer) => send({ type: "bought", code: answer.code }))
      .catch(() => send({ type: "refused" }));
  },
  outcome: (state) =>
    state.status === "done"
      ? { outcome: "success" }
      : state.status === "failed"
        ? { outcome: "failed", message: "The voucher was refused." }
        : null,
  statusView: (state) => ({ title: "Voucher", body: state.code ?? "Buying...", inProgress: state.status !== "done" }),
});

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const base = { id: 8453, name: "Base", nativeCurrency: { symbol: "ETH", decimals: 18 }, testnet: false };

function voucherFlow(answer: (path: string, body: unknown) => Promise<unknown>) {
  const config = toFundingConfig({
    methods: ["card"],
    // A host's own provider id is not in the registry's union: the wire carries it as any other.
    options: [{ method: "card", provider: "voucher" as FundingProvider }],
    default_recommended_amount: "0.01",
    default_recommended_currency: { chain: "eip155:8453" },
    prompt_funding_on_wallet_creation: false,
    cross_chain_bridging_enabled: false,
    endpoints: { voucher_shop_url: "https://vouchers.example" } as never,
  }) as FundingConfig;
  const data = prepareFundWallet(
    ADDRESS,
    {},
    { config, chains: [base], usdcAddress: () => null, walletName: "Acme", appName: "Acme" },
  );
  const tracked: string[] = [];
  const ports = {
    request: (async (path: string, init?: { body?: unknown }) => answer(path, init?.body)) as FundingPorts["request"],
    openPopup: () => null,
    track: (name: string) => tracked.push(name),
    sandbox: false,
    config,
    rpcUrl: () => null,
    solanaRpcUrl: null,
    usdcAddress: () => null,
    solanaUsdcMint: null,
    sourceWallet: () => null,
    connectWallet: () => Promise.reject(new Error("none")),
    now: () => 0,
  } satisfies FundingPorts;
  const funding = createFundingFlow(ports, data, {
    wallets: () => [],
    evmBridgeChains: [],
    providers: [...FUNDING_PROVIDERS, voucher],
    createMachineRunner,
  });
  return { funding, tracked };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("funding provider registry", () => {
  it("lists Coinbase then MoonPay; only Coinbase serves exchanges", () => {
    expect(FUNDING_PROVIDER_IDS).toEqual(["coinbase", "moonpay"]);
    expect(FUNDING_PROVIDERS.map((provider) => [provider.label, provider.methods])).toEqual([
      ["Coinbase", ["card", "exchange"]],
      ["MoonPay", ["card"]],
    ]);
    expect(findFundingProvider("moonpay")?.label).toBe("MoonPay");
    expect(findFundingProvider("voucher")).toBeUndefined();
  });

  it("a provider outside the registry's files drives the flow: amount limit, order, status screen, 'Success!'", async () => {
    const orders: FundingProviderOrder[] = [];
    const { funding, tracked } = voucherFlow(async (path, body) => {
      expect(path).toBe("plugins/voucher/buy");
      orders.push(body as FundingProviderOrder);
      return { code: "V-42" };
    });
    expect(landingView(funding.flow.getState(), { applePay: false, googlePay: false }).buttons).toHaveLength(1);
    funding.flow.send({ type: "chooseMethod", method: "card" });
    // Its own limit, under its own name.
    funding.flow.send({ type: "priceKnown", usdPrice: 3000 });
    funding.flow.send({ type: "editAmount", raw: "0.02" });
    funding.flow.send({ type: "continue" });
    expect(funding.flow.getState().amountMessage).toBe("Voucher adds at most $50 at once. Enter a smaller amount.");
    funding.flow.send({ type: "editAmount", raw: "0.001" });
    funding.flow.send({ type: "continue" });
    expect(funding.flow.getState()).toMatchObject({ screen: "provider", active: "voucher" });
    const running = funding.provider();
    expect(running?.definition.id).toBe("voucher");
    await settled();
    expect(orders).toEqual([
      {
        method: "card",
        amount: "0.001",
        address: ADDRESS,
        destination: 8453,
        chainLabel: "8453",
        asset: "native",
        appName: "Acme",
        endpoints: expect.objectContaining({ voucher_shop_url: "https://vouchers.example" }),
      },
    ]);
    expect(running?.definition.statusView(running.runner.getState(), "card").body).toBe("V-42");
    expect(funding.flow.getState()).toMatchObject({ screen: "success", receivedAmount: "0.001" });
    expect(tracked).toEqual(["sdk_fiat_on_ramp_completed_with_status"]);
    funding.flow.send({ type: "close" });
    await expect(funding.done).resolves.toEqual({ funded: true, amount: "0.001" });
  });

  it("its failure returns to the landing with its message", async () => {
    const { funding } = voucherFlow(async () => {
      throw new Error("no");
    });
    funding.flow.send({ type: "chooseMethod", method: "card" });
    funding.flow.send({ type: "continue" });
    await settled();
    expect(funding.flow.getState()).toMatchObject({ screen: "landing", errorMessage: "The voucher was refused." });
    funding.dispose();
  });
});
