import type { BridgeState } from "./bridgeMachine.ts";

export const BRIDGE_FAILURE_TEXT =
  "We were unable to complete the bridging transaction. Funds will be refunded on your wallet.";

export type BridgeView =
  | { screen: "loading" }
  | {
      screen: "chooser";
      /** Send `choose` with a chain id; `editAmount` with the amount field. */
      options: { chainId: number; chain: string; balance: string; send: string }[];
      amount: string;
    }
  | {
      screen: "confirm";
      fromNetwork: string;
      send: string;
      balance: string;
      amount: string;
      confirmLabel: string;
      notice: string | null;
      backLabel: "Back" | null;
    }
  | {
      screen: "progress";
      title: string;
      /**
       * The bridge's progress while Relay fills it: percent of the quote's estimated duration elapsed since
       * the deposit, capped at 100 (spec 001 §9); `percent` null when the quote gave no estimate (an
       * indeterminate bar). Null while the wallet is still asked (the wait is the user's, nothing to estimate).
       */
      progress: { percent: number | null } | null;
    }
  | { screen: "success"; title: "Success!" }
  | {
      screen: "failure";
      title: "Transaction failed";
      body: string;
      refundLink: { label: "Check the refund status."; url: string | null };
      retryLabel: "Try again";
    }
  | { screen: "error"; title: "Something went wrong"; body: string; retryLabel: "Try again" };

/**
 * The bridge screens (spec 001 §2, §8) for the source wallet `walletName`: the chooser (chain, balance,
 * editable amount), the confirmation ('Confirm with {wallet}', from-network, amount, balance), the progress
 * screen ('Confirming with {wallet}' while the wallet is asked, 'Bridging with {wallet}' while polling),
 * 'Success!', and the failure screen with the refund link. `format(chainId, baseUnits)` formats a balance;
 * `now` (unix ms) places the progress bar.
 */
export function bridgeView(
  state: BridgeState,
  walletName: string,
  format: (chainId: number, amount: string) => string,
  now: number,
): BridgeView {
  const selected = state.options.find((option) => option.chain.chainId === state.selectedChainId);
  switch (state.status) {
    case "idle":
    case "loadingBalances":
    case "quoting":
      return { screen: "loading" };
    case "choosing":
      return {
        screen: "chooser",
        amount: state.amount,
        options: state.options.map((option) => ({
          chainId: option.chain.chainId,
          chain: option.chain.name,
          balance: format(option.chain.chainId, option.balance),
          send: option.quote.amountInFormatted,
        })),
      };
    case "confirming":
      return {
        screen: "confirm",
        fromNetwork: selected?.chain.name ?? "",
        send: selected?.quote.amountInFormatted ?? "",
        balance: selected ? format(selected.chain.chainId, selected.balance) : "",
        amount: state.amount,
        confirmLabel: `Confirm with ${walletName}`,
        notice: state.notice,
        backLabel: state.options.length > 1 ? "Back" : null,
      };
    case "sending":
      return { screen: "progress", title: `Confirming with ${walletName}`, progress: null };
    case "bridging": {
      const estimate = selected?.quote.estimatedSeconds ?? null;
      return {
        screen: "progress",
        title: `Bridging with ${walletName}`,
        progress: {
          percent: estimate === null || state.sentAt === null ? null : bridgePercent(now - state.sentAt, estimate),
        },
      };
    }
    case "success":
      return { screen: "success", title: "Success!" };
    case "failure":
      return {
        screen: "failure",
        title: "Transaction failed",
        body: BRIDGE_FAILURE_TEXT,
        refundLink: {
          label: "Check the refund status.",
          url: state.hash ? `https://relay.link/transaction/${state.hash}` : null,
        },
        retryLabel: "Try again",
      };
    case "error":
      return {
        screen: "error",
        title: "Something went wrong",
        body: state.errorMessage ?? "Something went wrong",
        retryLabel: "Try again",
      };
  }
}

/** Whole percent of `estimatedSeconds` that `elapsedMs` is, from 0 to 100: the bar never runs past full. */
export function bridgePercent(elapsedMs: number, estimatedSeconds: number): number {
  return Math.min(100, Math.max(0, Math.floor((elapsedMs / (estimatedSeconds * 1000)) * 100)));
}
