import type { TransactionOutcome } from "../flows/transaction/TransactionFlowState.ts";
import type { TransactionScanResult } from "../scan/ScanResult.ts";

/** A number the host may give as bigint, decimal or 0x string, or number. */
export type Quantity = bigint | number | string;

/** One Ethereum transaction as a host asks for it (spec 001 §3 "Send-transaction request"). */
export interface EvmTransactionRequest {
  to?: string;
  data?: string;
  value?: Quantity;
  chainId?: number;
  nonce?: number;
  gas?: Quantity;
  gasPrice?: Quantity;
  maxFeePerGas?: Quantity;
  maxPriorityFeePerGas?: Quantity;
  from?: string;
}

/** Texts and switches of the transaction screens; every field is optional. */
export interface TransactionUiOptions {
  /** A line under the amount saying what the transaction does. */
  description?: string;
  /** Replaces 'Approve' on the primary button of the last request. */
  buttonText?: string;
  transactionInfo?: {
    /** Title of the details accordion (default 'Details'). */
    title?: string;
    /** Replaces the decoded action in the details' Action row. */
    action?: string;
    contractInfo?: { url?: string; name?: string; imgUrl?: string; imgAltText?: string };
  };
  /** Default 'Transaction complete!'. */
  successHeader?: string;
  /** Default "You're all set.". */
  successDescription?: string;
  /** Shows 'Not now' on the approval screen. Default true. */
  isCancellable?: boolean;
  /** false skips the screens (refused when the app enforces wallet UIs). Default true. */
  showWalletUIs?: boolean;
}

/**
 * The full request of `sendTransaction` / `signTransaction` (spec 001 §3), shared by the hooks, the
 * EIP-1193 provider and the wagmi connector. `transactionRequests` go by index ('Continue' until the last).
 */
export interface SendTransactionOptions {
  transactionRequest?: EvmTransactionRequest;
  transactionRequests?: EvmTransactionRequest[];
  /** Which embedded wallet sends (default: the first Ethereum one). */
  transactingWalletAddress?: string;
  uiOptions?: TransactionUiOptions;
  /** Sign without broadcasting; onSuccess receives the signed transaction. */
  signOnly?: boolean;
  /** Called once the user approved, before anything is signed. */
  onConfirm?: () => void;
  onSuccess?: (outcome: TransactionOutcome) => void;
  onFailure?: (error: unknown) => void;
  /** Return true to have the app pay the gas (needs a sponsorship policy on the server). */
  getIsSponsored?: (request: EvmTransactionRequest) => boolean | Promise<boolean>;
  /** Last word on the request before it is prepared (e.g. add a nonce or gas limit). */
  prepareTransactionRequest?: (
    request: EvmTransactionRequest,
  ) => EvmTransactionRequest | Promise<EvmTransactionRequest>;
  /** The app's own scan; default: the server's scan when the app enables transaction scanning. */
  scanTransaction?: (request: EvmTransactionRequest) => Promise<TransactionScanResult>;
}
