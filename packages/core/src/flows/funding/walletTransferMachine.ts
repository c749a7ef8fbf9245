import { FUNDING_WALLET_LIST_LIMIT, FUNDING_WALLET_LIST_SHOWN } from "../../constants.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import { checkFundingAmount, sanitizeFundingAmount } from "./fundingAmount.ts";

/**
 * 'Transfer from wallet' (spec 001 §2): the user's connected wallets (tagged 'Connected', and 'Solana'
 * where relevant) then the other configured wallets; more than FUNDING_WALLET_LIST_LIMIT entries show
 * FUNDING_WALLET_LIST_SHOWN and 'More wallets'. A wallet not yet connected is connected first ('Waiting for
 * {wallet}'; back or a refusal returns to the list, a refusal with its reason), then carries on as below;
 * a connected one of the funded wallet's chain type confirms the amount and sends a plain transfer; one of
 * the other chain type (or 'Transfer from another network') bridges instead.
 */

/** The connect step's failure when the wallet gave no reason (spec 000 §2, the wallet status screen). */
export const WALLET_CONNECT_FAILED_TEXT = "Unable to connect wallet";

export interface FundingWalletEntry {
  id: string;
  name: string;
  icon: string | null;
  chainType: "ethereum" | "solana";
  /** The connected account; null for a configured wallet not connected yet. */
  address: string | null;
}

export interface WalletTransferState {
  status: "choosing" | "moreWallets" | "connecting" | "amount" | "sending" | "sent" | "bridge" | "error";
  destinationChainType: "ethereum" | "solana";
  wallets: FundingWalletEntry[];
  selectedId: string | null;
  amount: string;
  decimals: number;
  symbol: string;
  /** Balance of the selected wallet on the funded chain when known (decimal string). */
  sourceBalance: string | null;
  amountMessage: string | null;
  hash: string | null;
  errorMessage: string | null;
}

export type WalletTransferEvent =
  | { type: "showMore" }
  | { type: "choose"; id: string }
  | { type: "connected"; id: string; address: string }
  | { type: "connectFailed"; message?: string }
  | { type: "sourceBalance"; balance: string | null }
  | { type: "editAmount"; raw: string }
  | { type: "continue" }
  /** 'Transfer from another network'. */
  | { type: "otherNetwork" }
  | { type: "sent"; hash: string }
  | { type: "sendFailed"; reason: "rejected" | "insufficientFunds" | "other" }
  | { type: "back" };

export type WalletTransferEffect =
  /** Opens the wallet connect flow for that wallet; answer `connected` / `connectFailed`. */
  | { type: "connectWallet"; id: string }
  /** Answer `sourceBalance` (the source wallet's balance of the funded asset on the funded chain). */
  | { type: "readSourceBalance"; id: string }
  /** The source wallet sends `amount` to the funded address; answer `sent` / `sendFailed`. */
  | { type: "sendTransfer"; id: string; amount: string };

export interface WalletTransferTransition {
  state: WalletTransferState;
  effects: WalletTransferEffect[];
}

function initial(input: {
  destinationChainType: "ethereum" | "solana";
  wallets: FundingWalletEntry[];
  amount: string;
  decimals: number;
  symbol: string;
}): WalletTransferState {
  // Connected wallets first (spec 001 §2), each group in the order given.
  const wallets = [...input.wallets.filter((w) => w.address), ...input.wallets.filter((w) => !w.address)];
  return {
    status: "choosing",
    ...input,
    wallets,
    selectedId: null,
    sourceBalance: null,
    amountMessage: null,
    hash: null,
    errorMessage: null,
  };
}

/** The entries the list shows, and whether 'More wallets' is offered. */
export function visibleWallets(state: WalletTransferState): { entries: FundingWalletEntry[]; more: boolean } {
  if (state.status === "moreWallets" || state.wallets.length <= FUNDING_WALLET_LIST_LIMIT)
    return { entries: state.wallets, more: false };
  return { entries: state.wallets.slice(0, FUNDING_WALLET_LIST_SHOWN), more: true };
}

function afterConnected(state: WalletTransferState, wallet: FundingWalletEntry): WalletTransferTransition {
  if (wallet.chainType !== state.destinationChainType)
    return { state: { ...state, status: "bridge", selectedId: wallet.id }, effects: [] };
  return {
    state: { ...state, status: "amount", selectedId: wallet.id, amountMessage: null, sourceBalance: null },
    effects: [{ type: "readSourceBalance", id: wallet.id }],
  };
}

function transition(state: WalletTransferState, event: WalletTransferEvent): WalletTransferTransition {
  const stay: WalletTransferTransition = { state, effects: [] };
  const selected = state.wallets.find((wallet) => wallet.id === state.selectedId) ?? null;
  switch (event.type) {
    case "showMore":
      return state.status === "choosing" ? { state: { ...state, status: "moreWallets" }, effects: [] } : stay;
    case "choose": {
      if (state.status !== "choosing" && state.status !== "moreWallets") return stay;
      const wallet = state.wallets.find((candidate) => candidate.id === event.id);
      if (!wallet) return stay;
      if (!wallet.address)
        return {
          state: { ...state, status: "connecting", selectedId: wallet.id, errorMessage: null },
          effects: [{ type: "connectWallet", id: wallet.id }],
        };
      return afterConnected(state, wallet);
    }
    case "connected": {
      if (state.status !== "connecting" || event.id !== state.selectedId) return stay;
      const wallets = state.wallets.map((wallet) =>
        wallet.id === event.id ? { ...wallet, address: event.address } : wallet,
      );
      const next = { ...state, wallets };
      return afterConnected(next, wallets.find((wallet) => wallet.id === event.id) as FundingWalletEntry);
    }
    case "connectFailed":
      return state.status === "connecting"
        ? {
            state: {
              ...state,
              status: "choosing",
              selectedId: null,
              errorMessage: event.message || WALLET_CONNECT_FAILED_TEXT,
            },
            effects: [],
          }
        : stay;
    case "sourceBalance":
      return state.status === "amount" ? { state: { ...state, sourceBalance: event.balance }, effects: [] } : stay;
    case "editAmount":
      return state.status === "amount"
        ? { state: { ...state, amount: sanitizeFundingAmount(event.raw), amountMessage: null }, effects: [] }
        : stay;
    case "continue": {
      if (state.status !== "amount" || !selected) return stay;
      const check = checkFundingAmount(state.amount, {
        decimals: state.decimals,
        max: state.sourceBalance === null ? null : { amount: state.sourceBalance, symbol: state.symbol },
      });
      if (!check.ok) return { state: { ...state, amountMessage: check.message }, effects: [] };
      return {
        state: { ...state, status: "sending", errorMessage: null },
        effects: [{ type: "sendTransfer", id: selected.id, amount: state.amount }],
      };
    }
    case "otherNetwork":
      return state.status === "amount" ? { state: { ...state, status: "bridge" }, effects: [] } : stay;
    case "sent":
      return state.status === "sending" ? { state: { ...state, status: "sent", hash: event.hash }, effects: [] } : stay;
    case "sendFailed": {
      if (state.status !== "sending" || !selected) return stay;
      const errorMessage =
        event.reason === "rejected"
          ? "Transaction was rejected by the user"
          : event.reason === "insufficientFunds"
            ? `Wallet ${shortAddress(selected.address ?? "")} doesn't have enough funds to cover gas fees. Top up your wallet and try again.`
            : "Something went wrong";
      return { state: { ...state, status: "amount", errorMessage }, effects: [] };
    }
    case "back":
      // From 'Waiting for {wallet}' too: the wallet's prompt may stay open; its late answer is ignored.
      if (
        state.status === "amount" ||
        state.status === "moreWallets" ||
        state.status === "connecting" ||
        state.status === "error"
      ) {
        return {
          state: { ...state, status: "choosing", selectedId: null, errorMessage: null, amountMessage: null },
          effects: [],
        };
      }
      return stay;
  }
}

/** The transfer-from-wallet machine. */
export const walletTransferMachine = { initial, transition };
