import { describe, expect, expectTypeOf, it } from "vitest";
import type { FoyerError } from "../../errors/FoyerError.ts";
import { type FundingConfig, toFundingConfig } from "../../funding/FundingConfig.ts";
import { amountView } from "./amountView.ts";
import { type FundingFlowEvent, fundingFlowMachine } from "./fundingFlowMachine.ts";
import { fundingSuccessView } from "./fundingSuccessView.ts";
import type { FundingWatchProvider } from "./fundingWatcherMachine.ts";
import { landingView, TRY_DIFFERENT_PROVIDER_TEXT } from "./landingView.ts";
import { type FundWalletContext, prepareFundWallet, shouldPromptFunding } from "./prepareFundWallet.ts";
import { receiveFundsView } from "./receiveFundsView.ts";
import { runTransitions } from "./runTransitions.ts";

const config = toFundingConfig({
  methods: ["card", "exchange", "wallet", "manual"],
  options: [
    { method: "card", provider: "coinbase" },
    { method: "card", provider: "moonpay" },
    { method: "exchange", provider: "coinbase" },
  ],
  default_recommended_amount: "0.01",
  default_recommended_currency: { chain: "eip155:8453" },
  prompt_funding_on_wallet_creation: true,
  cross_chain_bridging_enabled: true,
}) as FundingConfig;
const base = { id: 8453, name: "Base", nativeCurrency: { symbol: "ETH", decimals: 18 }, testnet: false };
const context: FundWalletContext = {
  config,
  chains: [base],
  usdcAddress: (id) => (id === 8453 ? "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913" : null),
  walletName: "Acme",
  appName: "Acme",
};
const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const data = prepareFundWallet(ADDRESS, {}, context);
const run = (events: FundingFlowEvent[], start = fundingFlowMachine.initial(data)) =>
  runTransitions(fundingFlowMachine.transition, start, events);

describe("fundWallet: preparing the flow", () => {
  it("takes the app's recommended chain, asset and amount", () => {
    expect(data).toMatchObject({
      chainType: "ethereum",
      amount: "0.01",
      chain: base,
      isUSDC: false,
      preferredCardProvider: null,
      walletName: "Acme",
    });
    const usdc = prepareFundWallet(ADDRESS, { asset: "USDC", amount: "25" }, context);
    expect(usdc).toMatchObject({
      isUSDC: true,
      erc20Address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      erc20ContractInfo: { symbol: "USDC", decimals: 6 },
    });
    expect(prepareFundWallet("GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB", {}, context)).toMatchObject({
      chainType: "solana",
      solanaChain: "mainnet",
      chain: null,
    });
  });

  it("refuses without a funding config, and on bad data", () => {
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return [(error as FoyerError).code, (error as FoyerError).message];
      }
      return null;
    };
    expect(code(() => prepareFundWallet(ADDRESS, {}, { ...context, config: null }))).toEqual([
      "not_supported",
      "Couldn't find funding config",
    ]);
    expect(code(() => prepareFundWallet("nope", {}, context))).toEqual(["invalid_data", "Invalid funding data"]);
    expect(code(() => prepareFundWallet(ADDRESS, { amount: "0" }, context))?.[1]).toBe("Invalid funding data");
    expect(code(() => prepareFundWallet(ADDRESS, { amount: "-1" }, context))?.[1]).toBe("Invalid funding data");
    expect(code(() => prepareFundWallet(ADDRESS, { chain: { ...base, id: 1 }, asset: "USDC" }, context))?.[1]).toBe(
      "Invalid funding data",
    );
  });

  it("prompts after wallet creation only when configured", () => {
    expect(shouldPromptFunding(config)).toBe(true);
    expect(shouldPromptFunding({ ...config, promptFundingOnWalletCreation: false })).toBe(false);
    expect(shouldPromptFunding(null)).toBe(false);
  });
});

describe("funding flow router and its views", () => {
  it("shows the landing with the four methods, the badge and the other-provider link", () => {
    const view = landingView(fundingFlowMachine.initial(data), { applePay: true, googlePay: false });
    expect(view.title).toBe("Add funds to your Acme wallet");
    expect(view.buttons.map((button) => [button.label, button.badge])).toEqual([
      ["Pay with card", "Apple Pay"],
      ["Transfer from an exchange", null],
      ["Transfer from wallet", null],
      ["Receive funds", null],
    ]);
    expect(view.differentProviderLink).toBe(TRY_DIFFERENT_PROVIDER_TEXT);
    const custom = prepareFundWallet(ADDRESS, { uiConfig: { landing: { title: "Top up" } } }, context);
    expect(landingView(fundingFlowMachine.initial(custom), { applePay: false, googlePay: true }).title).toBe("Top up");
  });

  it("card: amount screen, Continue disabled at 0, then the card provider and the watcher", () => {
    const amount = run([
      { type: "chooseMethod", method: "card" },
      { type: "editAmount", raw: "-3" },
    ]);
    expect(amount.state.screen).toBe("amount");
    expect(amountView(amount.state)).toMatchObject({
      value: "0",
      currency: "ETH",
      continueDisabled: true,
      continueLabel: "Continue",
    });
    const refused = run([
      { type: "chooseMethod", method: "card" },
      { type: "editAmount", raw: "0" },
      { type: "continue" },
    ]);
    expect(refused.state).toMatchObject({ screen: "amount", amountMessage: "Enter an amount above 0." });
    const over = run([
      { type: "chooseMethod", method: "card" },
      { type: "priceKnown", usdPrice: 3000 },
      { type: "editAmount", raw: "1" },
      { type: "continue" },
    ]);
    expect(over.state.amountMessage).toBe("Coinbase adds at most $500 at once. Enter a smaller amount.");
    const go = run([
      { type: "chooseMethod", method: "card" },
      { type: "editAmount", raw: "0.05" },
      { type: "continue" },
    ]);
    expect(go.state).toMatchObject({ screen: "provider", active: "coinbase" });
    expect(go.last).toEqual([
      { type: "startChild", child: "provider", provider: "coinbase", method: "card", amount: "0.05" },
      { type: "startWatcher", provider: "coinbase" },
    ]);
  });

  it("'Try a different provider' moves card purchases to MoonPay; exchange always goes through Coinbase's send", () => {
    const moonpay = run([
      { type: "tryDifferentProvider" },
      { type: "chooseMethod", method: "card" },
      { type: "continue" },
    ]);
    expect(moonpay.state).toMatchObject({ screen: "provider", active: "moonpay" });
    expect(moonpay.last[0]).toEqual({
      type: "startChild",
      child: "provider",
      provider: "moonpay",
      method: "card",
      amount: "0.01",
    });
    const exchange = run([
      { type: "tryDifferentProvider" },
      { type: "chooseMethod", method: "exchange" },
      { type: "continue" },
    ]);
    expect(exchange.last[0]).toEqual({
      type: "startChild",
      child: "provider",
      provider: "coinbase",
      method: "exchange",
      amount: "0.01",
    });
  });

  it("a provider error returns to the landing with its inline message", () => {
    const failed = run([
      { type: "chooseMethod", method: "card" },
      { type: "continue" },
      {
        type: "childEnded",
        child: "provider",
        outcome: "failed",
        message: "Something went wrong adding funds. Please try again or use another method.",
      },
    ]);
    expect(failed.state.screen).toBe("landing");
    expect(landingView(failed.state, { applePay: false, googlePay: false }).errorMessage).toBe(
      "Something went wrong adding funds. Please try again or use another method.",
    );
  });

  it("receive watches the balance; after an increase 'Continue' shows 'Success!' which closes itself", () => {
    const receive = run([{ type: "chooseMethod", method: "manual" }]);
    expect(receive.last).toEqual([{ type: "startWatcher", provider: "manual" }]);
    expect(run([{ type: "chooseMethod", method: "manual" }, { type: "continue" }]).state.screen).toBe("receive");
    const seen = run([
      { type: "chooseMethod", method: "manual" },
      { type: "received", amount: "0.2" },
    ]);
    expect(seen.state).toMatchObject({ screen: "receive", receivedAmount: "0.2" });
    const received = run([{ type: "continue" }], seen.state);
    expect(received.state.screen).toBe("success");
    expect(fundingSuccessView(received.state)).toEqual({
      title: "Success!",
      body: "You've successfully added 0.2 ETH to your Acme wallet. It may take a minute before the funds are available to use.",
    });
    const closed = fundingFlowMachine.transition(received.state, { type: "timer", id: "fundingSuccessClose" });
    expect(closed.effects).toContainEqual({ type: "finish", funded: true, amount: "0.2" });
  });

  describe("MoonPay's completion and the balance watcher race: one outcome, one event", () => {
    const paying = [
      { type: "tryDifferentProvider" },
      { type: "chooseMethod", method: "card" },
      { type: "editAmount", raw: "0.03" },
      { type: "continue" },
    ] as const satisfies FundingFlowEvent[];
    const provider: FundingFlowEvent = { type: "childEnded", child: "provider", outcome: "success", amount: "0.03" };
    const balance: FundingFlowEvent = { type: "received", amount: "0.03" };
    const tracks = (effects: { type: string }[]) => effects.filter((effect) => effect.type === "track");

    it.each([
      ["MoonPay first", [provider, balance], "provider"],
      ["the balance first", [balance, provider], "balance"],
    ] as const)("%s: 'Success!' once, the event once with the provider", (_order, [first, second], seenBy) => {
      const before = run([...paying]);
      expect(before.state).toMatchObject({ screen: "provider", active: "moonpay" });
      const one = fundingFlowMachine.transition(before.state, first);
      expect(one.state).toMatchObject({ screen: "success", receivedAmount: "0.03", completed: true });
      expect(tracks(one.effects)).toEqual([
        {
          type: "track",
          name: "sdk_fiat_on_ramp_completed_with_status",
          payload: { provider: "moonpay", status: "success", amount: "0.03", seenBy },
        },
      ]);
      // The loser is stopped: the watcher when MoonPay won, MoonPay's polling when the balance did.
      expect(one.effects).toContainEqual(
        seenBy === "provider" ? { type: "stopWatcher" } : { type: "stopChild", child: "provider" },
      );
      const two = fundingFlowMachine.transition(one.state, second);
      expect(two).toEqual({ state: one.state, effects: [] });
      // Closing reports the funds once.
      const closed = fundingFlowMachine.transition(two.state, { type: "timer", id: "fundingSuccessClose" });
      expect(closed.effects.filter((effect) => effect.type === "finish")).toEqual([
        { type: "finish", funded: true, amount: "0.03" },
      ]);
    });

    it("a provider's failure after the balance arrived does not take 'Success!' away", () => {
      const won = run([...paying, balance]);
      const late = fundingFlowMachine.transition(won.state, {
        type: "childEnded",
        child: "provider",
        outcome: "failed",
        message: "x",
      });
      expect(late).toEqual({ state: won.state, effects: [] });
    });

    it("receive announces the increase when it is seen, not again on 'Continue'", () => {
      const seen = run([{ type: "chooseMethod", method: "manual" }, balance]);
      expect(tracks(seen.last)).toHaveLength(1);
      expect(tracks(seen.last)[0]).toMatchObject({ payload: { provider: "manual", seenBy: "balance" } });
      expect(tracks(fundingFlowMachine.transition(seen.state, { type: "continue" }).effects)).toEqual([]);
    });
  });

  it("'Transfer from another network' bridges the amount typed on the transfer screen", () => {
    const wallets = run([{ type: "chooseMethod", method: "wallet" }]);
    const typed = fundingFlowMachine.transition(wallets.state, { type: "bridgeInstead", amount: "0.25" });
    expect(typed.state).toMatchObject({ screen: "bridge", amount: "0.25" });
    expect(typed.effects).toContainEqual({ type: "startChild", child: "bridge", amount: "0.25" });
    // Nothing usable typed: the flow's amount.
    const empty = fundingFlowMachine.transition(wallets.state, { type: "bridgeInstead", amount: "0" });
    expect(empty.effects).toContainEqual({ type: "startChild", child: "bridge", amount: "0.01" });
    // Bridged funds came from the user's wallet: the completion names the provider 'external'.
    const seen = fundingFlowMachine.transition(typed.state, { type: "received", amount: "0.25" });
    expect(seen.effects).toContainEqual(
      expect.objectContaining({ payload: expect.objectContaining({ provider: "external" }) }),
    );
  });

  it("the watcher's providers are the spec's (manual, external) and the card providers: no other value", () => {
    expectTypeOf<FundingWatchProvider>().toEqualTypeOf<"manual" | "external" | "coinbase" | "moonpay">();
  });

  it("the default method opens its screen; closing finishes unfunded", () => {
    const start = fundingFlowMachine.start(
      fundingFlowMachine.initial(prepareFundWallet(ADDRESS, { defaultFundingMethod: "wallet" }, context)),
    );
    expect(start.state.screen).toBe("wallets");
    expect(run([{ type: "close" }]).last).toContainEqual({ type: "finish", funded: false, amount: null });
  });
});

describe("receive funds view", () => {
  const watching = { status: "watching" as const, provider: "manual" as const, baseline: "0", latest: "0" };
  it("has the default title and subtitle, and Continue once funds arrived", () => {
    const view = receiveFundsView(data, watching, "0 ETH");
    expect(view).toMatchObject({
      title: "Receive 0.01 ETH",
      subtitle: "Scan this code or copy your wallet address to receive funds on Base.",
      address: ADDRESS,
      copyLabel: "Copy",
      qrSize: 160,
      continueLabel: null,
    });
    expect(receiveFundsView(data, { ...watching, status: "received" }, "1 ETH").continueLabel).toBe("Continue");
  });

  it("an empty string hides the title or the subtitle; other strings replace them", () => {
    const hidden = prepareFundWallet(
      ADDRESS,
      { uiConfig: { receiveFundsTitle: "", receiveFundsSubtitle: "Send ETH here" } },
      context,
    );
    expect(receiveFundsView(hidden, watching, null)).toMatchObject({ title: null, subtitle: "Send ETH here" });
  });
});
