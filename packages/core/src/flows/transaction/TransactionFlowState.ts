import type { FoyerErrorCode } from "../../errors/catalogue.ts";
import type { TransactionScanResult } from "../../scan/ScanResult.ts";

/** What a completed flow hands back: the hash(es), or the signed transaction in sign-only mode. */
export type TransactionOutcome =
  | { kind: "sent"; hash: string; hashes: string[] }
  | { kind: "signed"; signedTransaction: string; signedTransactions: string[] };

/** Scan of one request (spec 001 §4 "Scan states"); the verdict maps Benign→safe, Warning→warn, Malicious→error. */
export type ScanState =
  | { status: "uninitiated" }
  | { status: "in progress" }
  | { status: "completed"; verdict: "safe" | "warn" | "error"; result: TransactionScanResult }
  | { status: "failed"; message: string };

/** A failure as the transaction error screen shows it (spec 001 §2 "Transaction error", §8). */
export interface TransactionFlowError {
  /** Screen title: 'Transaction failed', 'Timed out', 'Insufficient balance', 'Transaction failure', … */
  title: string;
  /** The details line (the error's message). */
  message: string;
  code: FoyerErrorCode;
  /** EIP-1193 / JSON-RPC code when there is one (4001 rejected, -32603 preparing, 4901 chain). */
  rpcCode?: number;
  /** The transaction hash when the failure came after broadcasting (copy + explorer link). */
  hash?: string;
  retryable: boolean;
}

/** What every prepared request tells the machine, whatever its chain. */
export interface PreparedBase {
  /** The balance cannot pay value + fees (or value alone when sponsored). */
  insufficientFunds: boolean;
  /** The gas estimate failed: shown as the spec's preparation warning; the user may still go on. */
  warning: string | null;
}

export interface TransactionFlowConfig {
  /** How many requests go by index. */
  total: number;
  signOnly: boolean;
  /** No screens: approve as soon as everything is prepared, finish without success/error screens. */
  headless: boolean;
  /** Run the scan step after preparing each request. */
  scanning: boolean;
  /** 'Add funds' instead of a disabled button when the balance cannot pay. */
  fundingAvailable: boolean;
  /** 'Not now' is offered. */
  cancellable: boolean;
  /** Standalone (not inside another flow): the details panel starts open. */
  standalone: boolean;
  /** All requests go in one transaction (an EIP-5792 atomic batch): one submit, one hash, one receipt. */
  atomic?: boolean;
}

export interface TransactionItem<P extends PreparedBase> {
  prepared: P | null;
  /** A preparation failure that stops this request (invalid request, unsupported chain, RPC down). */
  prepareError: TransactionFlowError | null;
  scan: ScanState;
  /** 'I understand and want to proceed anyways.' ticked (only matters for a Malicious verdict). */
  riskAcknowledged: boolean;
  /** Set once the request was broadcast (or signed, in sign-only mode). */
  hash: string | null;
  signedTransaction: string | null;
  /** The receipt said success. */
  confirmed: boolean;
  /** The receipt said reverted: its hash is no success to report. */
  reverted: boolean;
}

export type TransactionStep =
  | "preparing"
  | "approval"
  | "funding"
  | "submitting"
  | "confirming"
  | "success"
  | "error"
  | "closed";

/** The detail panels of the approval screen; one open at a time. */
export type TransactionPanel = "details" | "scan";

export interface TransactionFlowState<P extends PreparedBase = PreparedBase> {
  config: TransactionFlowConfig;
  step: TransactionStep;
  /** The request on screen (approval) or in flight (submitting, confirming). */
  index: number;
  items: TransactionItem<P>[];
  error: TransactionFlowError | null;
  openPanel: TransactionPanel | null;
  /** Set when the flow ended: what the caller's promise resolves or rejects with. */
  result: { ok: true; outcome: TransactionOutcome } | { ok: false; error: TransactionFlowError } | null;
}

export type TransactionFlowEvent<P extends PreparedBase = PreparedBase> =
  | { type: "start" }
  | { type: "prepared"; index: number; prepared: P }
  | { type: "prepareFailed"; index: number; error: TransactionFlowError }
  | { type: "scanned"; index: number; result: TransactionScanResult }
  | { type: "scanFailed"; index: number; message: string }
  | { type: "continue" }
  | { type: "back" }
  | { type: "approve" }
  | { type: "toggleRisk" }
  | { type: "togglePanel"; panel: TransactionPanel }
  | { type: "addFunds" }
  | { type: "fundingClosed" }
  | { type: "submitted"; index: number; hash: string }
  | { type: "signed"; index: number; signedTransaction: string }
  | { type: "submitFailed"; index: number; error: TransactionFlowError }
  | { type: "receipt"; index: number; status: "success" | "reverted" }
  | { type: "receiptFailed"; index: number; error: TransactionFlowError }
  | { type: "retry" }
  | { type: "done" }
  | { type: "timer" }
  | { type: "close" };

export type TransactionFlowEffect =
  | { type: "prepare"; index: number; clearNonce: boolean }
  | { type: "scan"; index: number }
  | { type: "confirmed" }
  | { type: "submit"; index: number }
  | { type: "waitForReceipt"; index: number; hash: string }
  | { type: "openFunding"; index: number }
  | { type: "startTimer"; ms: number }
  | { type: "finish" };

export interface TransactionFlowTransition<P extends PreparedBase = PreparedBase> {
  state: TransactionFlowState<P>;
  effects: TransactionFlowEffect[];
}
