import { SOLANA_DECIMALS, TRANSACTION_DETAILS_MAX_HEIGHT_PX } from "../../constants.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import { formatPriceDisplay, type PriceDisplay } from "../../prices/formatPriceDisplay.ts";
import type { TransactionUiOptions } from "../../transactions/SendTransactionRequest.ts";
import type { DecodedSolanaInstruction } from "../../transactions/solana/decodeSolanaInstructions.ts";
import type { PreparedSolanaTransaction } from "../../transactions/solana/PreparedSolanaTransaction.ts";
import type { ButtonView } from "./approvalViewModel.ts";
import type { TransactionFlowState } from "./TransactionFlowState.ts";
import { blockedReason } from "./transactionMachine.ts";
import { fillText, TRANSACTION_TEXTS } from "./transactionTexts.ts";

/** Everything the Solana review screen shows (spec 001 §2 "Solana transaction review"). */
export interface SolanaReviewView {
  step: TransactionFlowState["step"];
  index: number;
  total: number;
  /** "{index + 1} of {total}" when several transactions go by index (sign all), else null. */
  progress: string | null;
  canGoBack: boolean;
  description: string | null;
  network: string;
  from: { address: string; short: string };
  /** SOL leaving the wallet through System transfers, fiat first. */
  amount: PriceDisplay | null;
  fee: PriceDisplay | null;
  balance: PriceDisplay | null;
  /** The balance cannot pay the transfers and the fee. */
  insufficient: boolean;
  warnings: string[];
  /** The 'Advanced' breakdown: one entry per instruction, in order; closed until opened ('details' panel). */
  advanced: { title: string; open: boolean; maxHeightPx: number; instructions: DecodedSolanaInstruction[] };
  primary: ButtonView;
  secondary: ButtonView | null;
}

const sol = (amount: bigint, price: PreparedSolanaTransaction["price"]) =>
  formatPriceDisplay({ amount, decimals: SOLANA_DECIMALS, symbol: "SOL", price });

/**
 * @example
 * const view = solanaReviewViewModel(flow.getState(), {});
 * view.advanced.instructions.map((i) => `${i.program}: ${i.name}`);
 */
export function solanaReviewViewModel(
  state: TransactionFlowState<PreparedSolanaTransaction>,
  uiOptions: TransactionUiOptions = {},
): SolanaReviewView {
  const p = state.items[state.index]?.prepared ?? null;
  const last = state.index === state.items.length - 1;
  const busy = state.step === "submitting" || state.step === "confirming";
  const blocked = blockedReason(state);
  return {
    step: state.step,
    index: state.index,
    total: state.items.length,
    progress:
      state.items.length > 1
        ? fillText(TRANSACTION_TEXTS.progress, { index: String(state.index + 1), total: String(state.items.length) })
        : null,
    canGoBack: state.index > 0 && (state.step === "approval" || state.step === "preparing"),
    description: uiOptions.description ?? null,
    network: p?.network ?? "",
    from: { address: p?.address ?? "", short: p ? shortAddress(p.address) : "" },
    amount: p ? sol(p.lamportsOut, p.price) : null,
    fee: p?.fee !== null && p ? sol(p.fee, p.price) : null,
    balance: p ? sol(p.balance, p.price) : null,
    insufficient: p?.insufficientFunds ?? false,
    warnings: [p?.warning, p?.insufficientFunds ? TRANSACTION_TEXTS.insufficientBalance : null].filter(
      (w): w is string => !!w,
    ),
    advanced: {
      title: TRANSACTION_TEXTS.advanced,
      open: state.openPanel === "details",
      maxHeightPx: TRANSACTION_DETAILS_MAX_HEIGHT_PX,
      instructions: p?.instructions ?? [],
    },
    primary: {
      label: last ? (uiOptions.buttonText ?? TRANSACTION_TEXTS.approve) : TRANSACTION_TEXTS.continue,
      disabled: busy || blocked !== null || state.step !== "approval",
      busy,
      event: last ? "approve" : "continue",
    },
    secondary:
      state.config.cancellable && !busy
        ? { label: TRANSACTION_TEXTS.notNow, disabled: false, busy: false, event: "close" }
        : null,
  };
}
