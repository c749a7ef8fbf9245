import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import { startAccountTransfer } from "./startAccountTransfer.ts";
import { transferTransition } from "./transferTransition.ts";

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

/**
 * The account transfer machine. Its halves are files of their own: the sign-in error routing needs only
 * `startAccountTransfer`, the transfer screen's part (accountTransferStep) only `transferTransition`.
 */
export const accountTransferMachine = { initial: startAccountTransfer, transition: transferTransition };
