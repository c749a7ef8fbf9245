import type { FlowFinish, FlowTransition } from "../modalFlow/FlowMachine.ts";

/**
 * The export prompt (spec 001 §2 "Export wallet: an iframe loaded from the path above"): the wallet origin's
 * export page shown inside the modal's card. The key is revealed, copied and (in apps that force MFA)
 * verified inside that page; this flow only shows it and ends when the user closes it.
 */
export interface WalletExportInput {
  /** The export page's URL on the wallet origin (query and `#token=` fragment included). */
  url: string;
}

export interface WalletExportState extends WalletExportInput {
  open: boolean;
}

export type WalletExportEvent = { type: "close" };

function initial(input: WalletExportInput): FlowTransition<WalletExportState, FlowFinish> {
  return { state: { url: input.url, open: true }, effects: [] };
}

function transition(
  state: WalletExportState,
  _event: WalletExportEvent,
): FlowTransition<WalletExportState, FlowFinish> {
  if (!state.open) return { state, effects: [] };
  return { state: { ...state, open: false }, effects: [{ type: "finish", outcome: "success" }] };
}

/** The export prompt's machine: open until closed. */
export const walletExportMachine = { initial, transition };
