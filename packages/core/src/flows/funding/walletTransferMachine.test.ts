import { describe, expect, it } from "vitest";
import { runTransitions } from "./runTransitions.ts";
import { transferAmountExtras, transferWalletName, walletConnectingView, walletListView } from "./walletListView.ts";
import {
  type FundingWalletEntry,
  WALLET_CONNECT_FAILED_TEXT,
  type WalletTransferEvent,
  walletTransferMachine,
} from "./walletTransferMachine.ts";

const entry = (
  id: string,
  address: string | null,
  chainType: "ethereum" | "solana" = "ethereum",
): FundingWalletEntry => ({
  id,
  name: id,
  icon: null,
  chainType,
  address,
});
const wallets = [
  entry("rabby", null),
  entry("metamask", "0x1111111111111111111111111111111111111111"),
  entry("phantom", "So1ana1111111111111111111111111111111111111", "solana"),
  entry("coinbase", null),
  entry("rainbow", null),
];
const initial = walletTransferMachine.initial({
  destinationChainType: "ethereum",
  wallets,
  amount: "0.01",
  decimals: 18,
  symbol: "ETH",
});
const run = (events: WalletTransferEvent[]) => runTransitions(walletTransferMachine.transition, initial, events);

describe("transfer from wallet (spec 001 §2)", () => {
  it("lists connected wallets first, tagged, with 3 shown and 'More wallets' beyond 4", () => {
    const view = walletListView(initial);
    expect(view.entries.map((e) => [e.name, e.tags])).toEqual([
      ["metamask", ["Connected"]],
      ["phantom", ["Connected", "Solana"]],
      ["rabby", []],
    ]);
    expect(view.moreLabel).toBe("More wallets");
    expect(walletListView(run([{ type: "showMore" }]).state).entries).toHaveLength(5);
    const four = walletTransferMachine.initial({ ...initial, wallets: wallets.slice(0, 4) });
    expect(walletListView(four)).toMatchObject({ moreLabel: null });
    expect(walletListView(four).entries).toHaveLength(4);
  });

  it("a connected wallet of the same chain type confirms the amount and sends; of the other type it bridges", () => {
    const chosen = run([{ type: "choose", id: "metamask" }]);
    expect(chosen.state.status).toBe("amount");
    expect(chosen.last).toEqual([{ type: "readSourceBalance", id: "metamask" }]);
    const over = run([
      { type: "choose", id: "metamask" },
      { type: "sourceBalance", balance: "0.005" },
      { type: "continue" },
    ]);
    expect(over.state.amountMessage).toBe("You can send at most 0.005 ETH.");
    const sent = run([
      { type: "choose", id: "metamask" },
      { type: "sourceBalance", balance: "1" },
      { type: "continue" },
    ]);
    expect(sent.last).toEqual([{ type: "sendTransfer", id: "metamask", amount: "0.01" }]);
    expect(run([{ type: "choose", id: "phantom" }]).state.status).toBe("bridge");
    expect(transferAmountExtras(chosen.state, true).otherNetworkLabel).toBe("Transfer from another network");
    expect(run([{ type: "choose", id: "metamask" }, { type: "otherNetwork" }]).state.status).toBe("bridge");
  });

  it("a wallet not connected goes through the connect flow first", () => {
    const connecting = run([{ type: "choose", id: "rabby" }]);
    expect(connecting.last).toEqual([{ type: "connectWallet", id: "rabby" }]);
    expect(
      run([
        { type: "choose", id: "rabby" },
        { type: "connected", id: "rabby", address: "0x2222222222222222222222222222222222222222" },
      ]).state.status,
    ).toBe("amount");
    expect(
      run([
        { type: "choose", id: "rabby" },
        { type: "connectFailed", message: "User rejected" },
      ]).state,
    ).toMatchObject({ status: "choosing", errorMessage: "User rejected" });
    expect(run([{ type: "choose", id: "rabby" }, { type: "connectFailed" }]).state.errorMessage).toBe(
      WALLET_CONNECT_FAILED_TEXT,
    );
  });

  it("'Waiting for {wallet}' while connecting; back returns to the list and the late answer is ignored", () => {
    const connecting = run([{ type: "choose", id: "rabby" }]);
    expect(walletConnectingView(connecting.state)).toMatchObject({
      title: "Waiting for rabby",
      differentWalletLabel: "Use a different wallet",
    });
    const back = run([{ type: "choose", id: "rabby" }, { type: "back" }]);
    expect(back.state).toMatchObject({ status: "choosing", selectedId: null });
    const late = walletTransferMachine.transition(back.state, {
      type: "connected",
      id: "rabby",
      address: "0x2222222222222222222222222222222222222222",
    });
    expect(late).toEqual({ state: back.state, effects: [] });
    // A configured Solana wallet, once connected, bridges into the Ethereum wallet.
    const solana = walletTransferMachine.initial({
      ...initial,
      wallets: [...wallets, entry("backpack", null, "solana")],
    });
    const bridged = runTransitions(walletTransferMachine.transition, solana, [
      { type: "showMore" },
      { type: "choose", id: "backpack" },
      { type: "connected", id: "backpack", address: "Back1111111111111111111111111111111111111111" },
    ]);
    expect(bridged.state).toMatchObject({ status: "bridge", selectedId: "backpack" });
    expect(transferWalletName(bridged.state)).toBe("backpack");
  });

  it("a refused send keeps the amount screen with the reason", () => {
    const base: WalletTransferEvent[] = [{ type: "choose", id: "metamask" }, { type: "continue" }];
    expect(run([...base, { type: "sendFailed", reason: "rejected" }]).state).toMatchObject({
      status: "amount",
      errorMessage: "Transaction was rejected by the user",
    });
    expect(run([...base, { type: "sendFailed", reason: "insufficientFunds" }]).state.errorMessage).toBe(
      "Wallet 0x1111…1111 doesn't have enough funds to cover gas fees. Top up your wallet and try again.",
    );
  });
});
