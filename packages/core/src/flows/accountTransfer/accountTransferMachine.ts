import { ACCOUNT_TRANSFER_CLOSE_MS, COPY_ADDRESS_CONFIRMATION_MS } from "../../loginConstants.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/**
 * Account transfer (spec 000 §2 "Account transfer", §4): initial → optional asset warning →
 * transferring → success (closes after ACCOUNT_TRANSFER_CLOSE_MS). A failure leaves via `finish`
 * with the error (the error screen). The data comes from a 409 `account_transfer_required` answer.
 */

/** Account transfer data (spec 000 §3): what the server said about the account to move. */
export interface AccountTransferData {
  nonce: string;
  /** The account that belongs to the other user, e.g. { type: "email", address }. */
  account: { type: string; address: string };
  /** How the screen names the account (a username or email rather than an OAuth id); else the address. */
  displayName?: string | null;
  /** The other user's embedded wallet; when present "Continue" leads to the asset warning. */
  embeddedWalletAddress: string | null;
}

export interface AccountTransferState extends AccountTransferData {
  stage: "initial" | "assetWarning" | "transferring" | "success";
  /** "Copied" confirmation of the address on the asset warning. */
  copied: boolean;
  /** The asset warning was shown: while transferring the screen stays on it. */
  warned: boolean;
}

export type AccountTransferTimerId = "transferClose" | "copyReset";

export type AccountTransferEvent =
  | { type: "continue" }
  | { type: "back" }
  | { type: "transfer" }
  | { type: "transferSucceeded" }
  | { type: "transferFailed"; error: FlowError }
  | { type: "decline" }
  | { type: "copyAddress" }
  | { type: "timer"; id: AccountTransferTimerId };

export type AccountTransferEffect =
  | { type: "transfer"; nonce: string; account: AccountTransferData["account"] }
  | { type: "copy"; text: string }
  | { type: "startTimer"; id: AccountTransferTimerId; ms: number }
  | { type: "finish"; outcome: "success" | "declined" }
  | { type: "finish"; outcome: "error"; error: FlowError };

export interface AccountTransferTransition {
  state: AccountTransferState;
  effects: AccountTransferEffect[];
}

/** Reads the transfer data out of an `account_transfer_required` error's details, or null when incomplete. */
export function transferDataFrom(details: Record<string, unknown> | undefined): AccountTransferData | null {
  const nonce = details?.nonce;
  const account = details?.account as { type?: unknown; address?: unknown } | undefined;
  const wallet = details?.embedded_wallet_address ?? details?.embeddedWalletAddress;
  const displayName = details?.display_name ?? details?.displayName;
  if (typeof nonce !== "string" || nonce === "") return null;
  if (typeof account?.type !== "string" || typeof account.address !== "string") return null;
  return {
    nonce,
    account: { type: account.type, address: account.address },
    displayName: typeof displayName === "string" && displayName !== "" ? displayName : null,
    embeddedWalletAddress: typeof wallet === "string" && wallet !== "" ? wallet : null,
  };
}

/** Starts a transfer. Throws "missing account transfer inputs" when the data is incomplete (spec 000 §4). */
function initial(data: Partial<AccountTransferData> | null): AccountTransferState {
  if (!data?.nonce || !data.account?.type || typeof data.account.address !== "string") {
    throw new Error("missing account transfer inputs");
  }
  return {
    nonce: data.nonce,
    account: data.account,
    displayName: data.displayName ?? null,
    embeddedWalletAddress: data.embeddedWalletAddress ?? null,
    stage: "initial",
    copied: false,
    warned: false,
  };
}

function transition(state: AccountTransferState, event: AccountTransferEvent): AccountTransferTransition {
  const stay: AccountTransferTransition = { state, effects: [] };
  switch (event.type) {
    case "continue":
      if (state.stage !== "initial" || !state.embeddedWalletAddress) return stay;
      return { state: { ...state, stage: "assetWarning", warned: true }, effects: [] };
    case "back":
      return state.stage === "assetWarning"
        ? { state: { ...state, stage: "initial", warned: false }, effects: [] }
        : stay;
    case "transfer":
      if (state.stage !== "initial" && state.stage !== "assetWarning") return stay;
      return {
        state: { ...state, stage: "transferring" },
        effects: [{ type: "transfer", nonce: state.nonce, account: state.account }],
      };
    case "transferSucceeded":
      if (state.stage !== "transferring") return stay;
      return {
        state: { ...state, stage: "success" },
        effects: [{ type: "startTimer", id: "transferClose", ms: ACCOUNT_TRANSFER_CLOSE_MS }],
      };
    case "transferFailed":
      if (state.stage !== "transferring") return stay;
      return { state, effects: [{ type: "finish", outcome: "error", error: event.error }] };
    case "decline":
      if (state.stage === "transferring" || state.stage === "success") return stay;
      return { state, effects: [{ type: "finish", outcome: "declined" }] };
    case "copyAddress":
      if (!state.embeddedWalletAddress) return stay;
      return {
        state: { ...state, copied: true },
        effects: [
          { type: "copy", text: state.embeddedWalletAddress },
          { type: "startTimer", id: "copyReset", ms: COPY_ADDRESS_CONFIRMATION_MS },
        ],
      };
    case "timer":
      if (event.id === "copyReset") return { state: { ...state, copied: false }, effects: [] };
      return state.stage === "success" ? { state, effects: [{ type: "finish", outcome: "success" }] } : stay;
  }
}

/** The account transfer machine. */
export const accountTransferMachine = { initial, transition };
