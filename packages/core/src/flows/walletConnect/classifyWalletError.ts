import { RPC_ERRORS } from "../../eip1193/ProviderRpcError.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * What a wallet failure means for the status screen (spec 000 §8 "Wallet connection errors"):
 * `user_exists` "User already exists for this address", `timed_out` "Wallet request timed out",
 * `user_limit_reached` "Unable to link: maximum number of linked wallets", `preparing` "There was an issue
 * preparing your transaction" (-32603), `not_configured` (a connector the app has not set up), and
 * `connection` "Could not log in with wallet" for the rest (4001 rejections included), retryable.
 */
export type WalletErrorKind =
  | "user_exists"
  | "timed_out"
  | "user_limit_reached"
  | "preparing"
  | "not_configured"
  | "connection";

/** A failure as the wallet flow keeps it. */
export interface WalletFlowError {
  kind: WalletErrorKind;
  /** Retry is offered (while the retry budget lasts). */
  retryable: boolean;
  /** The EIP-1193 / JSON-RPC code, when the wallet gave one (4001 rejected, -32603 internal, ...). */
  rpcCode?: number;
  /** The underlying error (what the host's onError receives). */
  cause: FlowError;
}

/** EIP-1193 4001: the user rejected the request. */
export const RPC_USER_REJECTED = RPC_ERRORS.userRejected.code;
/** -32002: a request (e.g. eth_requestAccounts) is already pending in the wallet. */
export const RPC_RESOURCE_UNAVAILABLE = RPC_ERRORS.resourceUnavailable.code;
export const RPC_INTERNAL_ERROR = RPC_ERRORS.internal.code;
/** EIP-1193 4901 / wallet_switchEthereumChain's 4902: the chain is not available in the wallet. */
export const RPC_CHAIN_DISCONNECTED = RPC_ERRORS.chainDisconnected.code;

/** Sign-in errors that leave the wallet flow for a screen of their own (spec 000 §4 "Sign-in error routing"). */
const GATED = new Set([
  "allowlist_rejected",
  "max_accounts_reached",
  "user_does_not_exist",
  "account_transfer_required",
]);

export const rpcCodeOf = (error: FlowError): number | undefined => {
  const code = error.details?.rpcCode;
  return typeof code === "number" ? code : undefined;
};

/**
 * Sorts a failure: "pending" (the wallet already shows a permission prompt: keep loading), "gated"
 * (allowlist, user limit, account not found, account transfer: the login flow routes it), or a status-screen
 * error.
 */
export function classifyWalletError(error: FlowError): "pending" | "gated" | WalletFlowError {
  const rpcCode = rpcCodeOf(error);
  if (rpcCode === RPC_RESOURCE_UNAVAILABLE) return "pending";
  if (GATED.has(error.code)) return "gated";
  const base = rpcCode === undefined ? { cause: error } : { cause: error, rpcCode };
  switch (error.code) {
    case "linked_to_another_user":
      return { ...base, kind: "user_exists", retryable: false };
    case "cannot_link_more_of_type":
      return { ...base, kind: "user_limit_reached", retryable: false };
    case "client_request_timeout":
      return { ...base, kind: "timed_out", retryable: true };
    case "not_supported":
      return { ...base, kind: "not_configured", retryable: false };
    default:
      return { ...base, kind: rpcCode === RPC_INTERNAL_ERROR ? "preparing" : "connection", retryable: true };
  }
}
