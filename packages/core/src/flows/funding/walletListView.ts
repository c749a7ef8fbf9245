import { visibleWallets, type WalletTransferState } from "./walletTransferMachine.ts";

export interface WalletListView {
  title: "Transfer from wallet";
  /** Send `choose` with the entry's id. */
  entries: { id: string; name: string; icon: string | null; tags: ("Connected" | "Solana")[] }[];
  /** 'More wallets' (send `showMore`); null when every entry shows. */
  moreLabel: "More wallets" | null;
  errorMessage: string | null;
}

/** Transfer from wallet (spec 001 §2): connected wallets tagged 'Connected' (and 'Solana'), 3 + 'More wallets' beyond 4. */
export function walletListView(state: WalletTransferState): WalletListView {
  const { entries, more } = visibleWallets(state);
  return {
    title: "Transfer from wallet",
    entries: entries.map((wallet) => ({
      id: wallet.id,
      name: wallet.name,
      icon: wallet.icon,
      tags: [
        ...(wallet.address ? (["Connected"] as const) : []),
        ...(wallet.chainType === "solana" ? (["Solana"] as const) : []),
      ],
    })),
    moreLabel: more ? "More wallets" : null,
    errorMessage: state.errorMessage,
  };
}

/** The transfer's amount screen extras: 'Transfer from another network' when bridging is on. */
export function transferAmountExtras(state: WalletTransferState, bridgingEnabled: boolean) {
  return {
    otherNetworkLabel: bridgingEnabled ? ("Transfer from another network" as const) : null,
    continueDisabled: !(Number(state.amount) > 0),
    message: state.amountMessage ?? state.errorMessage,
    sourceBalance: state.sourceBalance === null ? null : `${state.sourceBalance} ${state.symbol}`,
  };
}

/** The chosen wallet's name ('Confirm with {wallet}', 'Transfer from {wallet}'); "wallet" before a choice. */
export function transferWalletName(state: WalletTransferState | null): string {
  return state?.wallets.find((wallet) => wallet.id === state.selectedId)?.name ?? "wallet";
}

/**
 * The connect step of a configured wallet (the wallet status screen's wording, spec 000 §2): 'Waiting for
 * {wallet}' while its prompt is open, and 'Use a different wallet' back to the list.
 */
export function walletConnectingView(state: WalletTransferState) {
  const wallet = state.wallets.find((candidate) => candidate.id === state.selectedId);
  const name = wallet?.name ?? "wallet";
  return {
    title: `Waiting for ${name}`,
    text: "For the best experience, connect only one wallet at a time." as const,
    icon: wallet?.icon ?? null,
    name,
    differentWalletLabel: "Use a different wallet" as const,
  };
}
