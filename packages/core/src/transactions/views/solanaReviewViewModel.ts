import { SOLANA_DECIMALS, TRANSACTION_DETAILS_MAX_HEIGHT_PX } from "../../constants.ts";
import type { TransactionFlowState } from "../../flows/transaction/TransactionFlowState.ts";
import { blockedReason } from "../../flows/transaction/transactionMachine.ts";
import { fillText, TRANSACTION_TEXTS } from "../../flows/transaction/transactionTexts.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import { formatFiat } from "../../prices/formatFiat.ts";
import { formatPriceDisplay, type PriceDisplay, type PriceDisplayPrimary } from "../../prices/formatPriceDisplay.ts";
import { formatTokenAmount } from "../../prices/formatTokenAmount.ts";
import type { TransactionUiOptions } from "../SendTransactionRequest.ts";
import type { DecodedSolanaInstruction } from "../solana/decodeSolanaInstructions.ts";
import type { PreparedSolanaTransaction } from "../solana/PreparedSolanaTransaction.ts";
import type { ButtonView } from "./approvalViewModel.ts";

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
  /**
   * The headline: what leaves the wallet, fiat first. One asset shows as itself; SOL and tokens together show
   * their fiat total over "1 SOL + 1 USDC" (or the token amounts alone when one has no price).
   */
  amount: PriceDisplay | null;
  /** Each asset leaving the wallet: SOL (System transfers) when any, then each SPL token (Transfer / TransferChecked). */
  amounts: PriceDisplay[];
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

/** A token without known decimals shows its raw base units and no fiat (no guessed scale). */
const token = (t: PreparedSolanaTransaction["tokensOut"][number]): PriceDisplay =>
  t.decimals === null
    ? { primary: formatTokenAmount(t.amount, 0, t.symbol ?? undefined), secondary: null, usd: null }
    : formatPriceDisplay({ amount: t.amount, decimals: t.decimals, symbol: t.symbol ?? "", price: t.price });

/** Every asset out, SOL first; a transaction moving nothing shows its 0 SOL. */
function amountsOut(p: PreparedSolanaTransaction): PriceDisplay[] {
  const tokens = p.tokensOut.map(token);
  return p.lamportsOut > 0n || tokens.length === 0 ? [sol(p.lamportsOut, p.price), ...tokens] : tokens;
}

function headline(amounts: PriceDisplay[]): PriceDisplay | null {
  if (amounts.length <= 1) return amounts[0] ?? null;
  const tokens = amounts.map((a) => (a.usd === null ? a.primary : (a.secondary ?? a.primary))).join(" + ");
  if (amounts.some((a) => a.usd === null)) return { primary: tokens, secondary: null, usd: null };
  const usd = amounts.reduce((sum, a) => sum + (a.usd ?? 0), 0);
  return { primary: formatFiat(usd), secondary: tokens, usd };
}

/** The amounts are built fiat first; the host's native-token preference puts the token amount first instead. */
const lead = (display: PriceDisplay, primary: PriceDisplayPrimary): PriceDisplay =>
  primary === "native-token" && display.secondary !== null
    ? { ...display, primary: display.secondary, secondary: display.primary }
    : display;

/**
 * `primary`: the host's price display (`embeddedWallets.priceDisplay.primary`, fiat first by default).
 *
 * @example
 * const view = solanaReviewViewModel(flow.getState(), {});
 * view.advanced.instructions.map((i) => `${i.program}: ${i.name}`);
 */
export function solanaReviewViewModel(
  state: TransactionFlowState<PreparedSolanaTransaction>,
  uiOptions: TransactionUiOptions = {},
  primary: PriceDisplayPrimary = "fiat-currency",
): SolanaReviewView {
  const p = state.items[state.index]?.prepared ?? null;
  const last = state.index === state.items.length - 1;
  const busy = state.step === "submitting" || state.step === "confirming";
  const blocked = blockedReason(state);
  const amounts = p ? amountsOut(p) : [];
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
    amount: p ? ((h) => h && lead(h, primary))(headline(amounts)) : null,
    amounts: amounts.map((a) => lead(a, primary)),
    fee: p?.fee !== null && p ? lead(sol(p.fee, p.price), primary) : null,
    balance: p ? lead(sol(p.balance, p.price), primary) : null,
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
