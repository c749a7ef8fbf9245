import { SOLANA_DECIMALS } from "../../constants.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import { formatPriceDisplay, type PriceDisplay } from "../../prices/formatPriceDisplay.ts";
import type { TransactionUiOptions } from "../../transactions/SendTransactionRequest.ts";
import type { DecodedSolanaInstruction } from "../../transactions/solana/decodeSolanaInstructions.ts";
import type { PreparedSolanaTransaction } from "../../transactions/solana/PreparedSolanaTransaction.ts";
import type { ButtonView } from "./approvalViewModel.ts";
import type { TransactionFlowState } from "./TransactionFlowState.ts";
import { blockedReason } from "./transactionMachine.ts";
import { TRANSACTION_TEXTS } from "./transactionTexts.ts";

/** Everything the Solana review screen shows (spec 001 §2 "Solana transaction review"). */
export interface SolanaReviewView {
  step: TransactionFlowState["step"];
  index: number;
  total: number;
  canGoBack: boolean;
  description: string | null;
  network: string;
  from: { address: string; short: string };
  /** SOL leaving the wallet through System transfers, fiat first. */
  amount: PriceDisplay | null;
  fee: PriceDisplay | null;
  balance: PriceDisplay | null;
  warnings: string[];
  /** The 'Advanced' breakdown: one entry per instruction, in order; closed until opened ('details' panel). */
  advanced: { title: "Advanced"; open: boolean; instructions: DecodedSolanaInstruction[] };
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
    canGoBack: state.index > 0 && (state.step === "approval" || state.step === "preparing"),
    description: uiOptions.description ?? null,
    network: p?.network ?? "",
    from: { address: p?.address ?? "", short: p ? shortAddress(p.address) : "" },
    amount: p ? sol(p.lamportsOut, p.price) : null,
    fee: p?.fee !== null && p ? sol(p.fee, p.price) : null,
    balance: p ? sol(p.balance, p.price) : null,
    warnings: [p?.warning, p?.insufficientFunds ? TRANSACTION_TEXTS.insufficientBalance : null].filter(
      (w): w is string => !!w,
    ),
    advanced: { title: "Advanced", open: state.openPanel === "details", instructions: p?.instructions ?? [] },
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
