import { describe, expect, it } from "vitest";
import { type FundingConfig, toFundingConfig } from "../../funding/FundingConfig.ts";
import type { FundingPorts, SourceWallet } from "../../funding/FundingPorts.ts";
import { prepareFundWallet } from "./prepareFundWallet.ts";
import { runWalletTransferEffects } from "./runTransferEffects.ts";
import type { WalletTransferEvent } from "./walletTransferMachine.ts";

const config = toFundingConfig({
  methods: ["wallet"],
  options: [],
  default_recommended_amount: "0.01",
  default_recommended_currency: { chain: "eip155:31337" },
  prompt_funding_on_wallet_creation: false,
  cross_chain_bridging_enabled: true,
}) as FundingConfig;
const chain = { id: 31337, name: "Anvil", nativeCurrency: { symbol: "ETH", decimals: 18 }, testnet: false };
const data = prepareFundWallet(
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  {},
  { config, chains: [chain], usdcAddress: () => null, walletName: "Acme", appName: "Acme" },
);

/** The answer the connect step gets when the wallet manager's connect settles with `outcome`. */
async function connectAnswer(outcome: Promise<SourceWallet>): Promise<WalletTransferEvent> {
  const ports = { config, connectWallet: () => outcome } as unknown as FundingPorts;
  return new Promise((resolve) => runWalletTransferEffects(ports, data)({ type: "connectWallet", id: "w" }, resolve));
}

describe("the transfer's connect step", () => {
  it("answers the connected account, a refusal with its reason, anything else without one", async () => {
    const wallet: SourceWallet = { kind: "evm", address: "0xabc", request: async () => null };
    await expect(connectAnswer(Promise.resolve(wallet))).resolves.toEqual({
      type: "connected",
      id: "w",
      address: "0xabc",
    });
    const refused = Object.assign(new Error("denied"), { details: { rpcCode: 4001 } });
    await expect(connectAnswer(Promise.reject(refused))).resolves.toEqual({
      type: "connectFailed",
      message: "User rejected the request.",
    });
    await expect(connectAnswer(Promise.reject(new Error("No provider")))).resolves.toEqual({ type: "connectFailed" });
  });
});
