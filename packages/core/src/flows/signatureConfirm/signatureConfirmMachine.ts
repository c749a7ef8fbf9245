import { RPC_ERRORS } from "../../eip1193/ProviderRpcError.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { FlowFinish, FlowTransition } from "../modalFlow/FlowMachine.ts";

/**
 * The confirmation before an embedded wallet signs: what is signed, by which address, 'Sign and continue' or
 * 'Cancel'. The smallest modal flow, and the model for the transaction screens that plug in the same way.
 * Cancel (or Close, Escape, the backdrop) rejects with EIP-1193's user rejection (rpcCode 4001); a second
 * click after the first answer does nothing.
 */
export interface SignatureConfirmInput<Title extends string = string> {
  /** The screen's title, as a message key of the UI's catalogue (e.g. "wallet.signMessageTitle"). */
  title: Title;
  app: string;
  address: string;
  /** What is signed, as shown (the message, or the typed data's message as JSON). */
  body: string;
}

export interface SignatureConfirmState<Title extends string = string> extends SignatureConfirmInput<Title> {
  status: "reviewing" | "confirmed" | "rejected";
}

export type SignatureConfirmEvent = { type: "confirm" } | { type: "close" };

export type SignatureConfirmEffect = FlowFinish;

/** EIP-1193's "User rejected the request." (code 4001), under the catalogue's unable_to_sign. */
export const USER_REJECTED_SIGNATURE: FlowError = {
  code: "unable_to_sign",
  message: "User rejected the request.",
  status: null,
  details: { rpcCode: RPC_ERRORS.userRejected.code },
};

function initial<Title extends string>(
  input: SignatureConfirmInput<Title>,
): FlowTransition<SignatureConfirmState<Title>, SignatureConfirmEffect> {
  return { state: { ...input, status: "reviewing" }, effects: [] };
}

function transition<Title extends string>(
  state: SignatureConfirmState<Title>,
  event: SignatureConfirmEvent,
): FlowTransition<SignatureConfirmState<Title>, SignatureConfirmEffect> {
  if (state.status !== "reviewing") return { state, effects: [] };
  if (event.type === "confirm")
    return { state: { ...state, status: "confirmed" }, effects: [{ type: "finish", outcome: "success" }] };
  return {
    state: { ...state, status: "rejected" },
    effects: [{ type: "finish", outcome: "error", error: USER_REJECTED_SIGNATURE }],
  };
}

/** The signature confirmation machine. */
export const signatureConfirmMachine = { initial, transition };
