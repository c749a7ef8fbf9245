import { RPC_ERRORS } from "../../eip1193/ProviderRpcError.ts";
import type { WireScanResult } from "../../scan/ScanResult.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { FlowFinish, FlowTransition } from "../modalFlow/FlowMachine.ts";

/**
 * The scan step before an external wallet signs, when the scan is Malicious: the verdict and the scan-details
 * view, the checkbox 'I understand and want to proceed anyways.' that must be ticked before 'Continue'
 * enables, and 'Not now'. Continue hands the request to the wallet; Not now, Close or Escape reject it with
 * EIP-1193's user rejection (4001) and the wallet is never asked.
 */
export interface ScanConfirmInput {
  app: string;
  /** The external wallet's address. */
  address: string;
  result: WireScanResult;
}

export interface ScanConfirmState extends ScanConfirmInput {
  acknowledged: boolean;
  status: "reviewing" | "confirmed" | "rejected";
}

export type ScanConfirmEvent = { type: "toggleRisk" } | { type: "confirm" } | { type: "close" };

export type ScanConfirmEffect = FlowFinish;

/** EIP-1193's "User rejected the request." (code 4001), under the catalogue's unable_to_sign. */
export const SCAN_REJECTED: FlowError = {
  code: "unable_to_sign",
  message: "User rejected the request.",
  status: null,
  details: { rpcCode: RPC_ERRORS.userRejected.code },
};

function initial(input: ScanConfirmInput): FlowTransition<ScanConfirmState, ScanConfirmEffect> {
  return { state: { ...input, acknowledged: false, status: "reviewing" }, effects: [] };
}

function transition(
  state: ScanConfirmState,
  event: ScanConfirmEvent,
): FlowTransition<ScanConfirmState, ScanConfirmEffect> {
  const same = { state, effects: [] };
  if (state.status !== "reviewing") return same;
  if (event.type === "toggleRisk") return { state: { ...state, acknowledged: !state.acknowledged }, effects: [] };
  // The button is disabled until ticked; a confirm that arrives anyway (a stale click) changes nothing.
  if (event.type === "confirm")
    return state.acknowledged
      ? { state: { ...state, status: "confirmed" }, effects: [{ type: "finish", outcome: "success" }] }
      : same;
  return {
    state: { ...state, status: "rejected" },
    effects: [{ type: "finish", outcome: "error", error: SCAN_REJECTED }],
  };
}

/** The scan confirmation machine. */
export const scanConfirmMachine = { initial, transition };
