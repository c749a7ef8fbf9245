import { describe, expect, it } from "vitest";
import { buildWalletList, type DetectedWallet } from "../../wallets/buildWalletList.ts";
import { fundingWalletEntries } from "./fundingWalletEntries.ts";
import { walletListView } from "./walletListView.ts";
import { walletTransferMachine } from "./walletTransferMachine.ts";

const detected: DetectedWallet[] = [
  { key: "uuid-rabby", name: "Rabby Wallet", chain: "ethereum", connectorType: "injected", rdns: "io.rabby" },
  { key: "uuid-dev", name: "Dev Wallet", chain: "ethereum", connectorType: "injected", rdns: "dev.example" },
  { key: "standard:Phantom", name: "Phantom", chain: "solana", connectorType: "solana_adapter" },
  { key: "uuid-phantom", name: "Phantom", chain: "ethereum", connectorType: "injected", rdns: "app.phantom" },
];
const options = buildWalletList({
  entries: ["detected_ethereum_wallets", "detected_solana_wallets", "metamask", "wallet_connect"],
  chainType: "ethereum-and-solana",
  detected,
});

describe("'Transfer from wallet' entries: connected wallets, then configured ones the page can connect", () => {
  it("lists each detected configured wallet once per chain with the choice that connects it; not-installed ones are left out", () => {
    const { entries, choices } = fundingWalletEntries([], options);
    expect(entries.map((entry) => [entry.name, entry.chainType, entry.address])).toEqual([
      ["Rabby Wallet", "ethereum", null],
      ["Dev Wallet", "ethereum", null],
      ["Phantom", "ethereum", null],
      ["Phantom", "solana", null],
    ]);
    // MetaMask (not in the page) and WalletConnect need a QR code or an install page: not offered here.
    expect(entries.some((entry) => /MetaMask|WalletConnect/.test(entry.name))).toBe(false);
    expect(choices.get("configured:solana:standard:Phantom")).toMatchObject({
      chain: "solana",
      connectorType: "solana_adapter",
      detectedKey: "standard:Phantom",
      walletClientType: "phantom",
      name: "Phantom",
    });
  });

  it("a connected wallet comes first, tagged 'Connected' ('Solana' on Solana), and is not offered again", () => {
    const connected = [
      {
        name: "Phantom",
        icon: null,
        chainType: "solana" as const,
        address: "So1ana111111111111111111111111111111111111",
      },
    ];
    const { entries } = fundingWalletEntries(connected, options);
    expect(entries.map((entry) => [entry.id, entry.name, entry.chainType])).toEqual([
      ["solana:So1ana111111111111111111111111111111111111", "Phantom", "solana"],
      ["configured:ethereum:uuid-rabby", "Rabby Wallet", "ethereum"],
      ["configured:ethereum:uuid-dev", "Dev Wallet", "ethereum"],
      ["configured:ethereum:uuid-phantom", "Phantom", "ethereum"],
    ]);
    const state = walletTransferMachine.initial({
      destinationChainType: "ethereum",
      wallets: entries,
      amount: "0.01",
      decimals: 18,
      symbol: "ETH",
    });
    // Four entries: every one shows; one more and the list shows 3 and 'More wallets'.
    expect(walletListView(state).entries.map((entry) => [entry.name, entry.tags])).toEqual([
      ["Phantom", ["Connected", "Solana"]],
      ["Rabby Wallet", []],
      ["Dev Wallet", []],
      ["Phantom", []],
    ]);
    const five = walletTransferMachine.initial({
      ...state,
      wallets: fundingWalletEntries([], options).entries.concat(entries[0] ?? []),
    });
    expect(walletListView(five)).toMatchObject({ moreLabel: "More wallets" });
    expect(walletListView(five).entries).toHaveLength(3);
  });
});
