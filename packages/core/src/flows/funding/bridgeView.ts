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
  | { screen: "progress"; title: string }
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
 * 'Success!', and the failure screen with the refund link. `format(chainId, baseUnits)` formats a balance.
 */
export function bridgeView(
  state: BridgeState,
  walletName: string,
  format: (chainId: number, amount: string) => string,
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
      return { screen: "progress", title: `Confirming with ${walletName}` };
    case "bridging":
      return { screen: "progress", title: `Bridging with ${walletName}` };
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
