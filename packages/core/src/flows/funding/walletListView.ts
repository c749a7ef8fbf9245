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
