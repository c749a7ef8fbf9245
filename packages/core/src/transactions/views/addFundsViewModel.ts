import { COPY_ADDRESS_CONFIRMATION_MS, QR_CODE_SIZE } from "../../constants.ts";
import type { TransactionFlowState } from "../../flows/transaction/TransactionFlowState.ts";
import { fillText, TRANSACTION_TEXTS } from "../../flows/transaction/transactionTexts.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import { formatPriceDisplay, type PriceDisplay } from "../../prices/formatPriceDisplay.ts";
import type { PreparedEvmTransaction } from "../PreparedEvmTransaction.ts";

/**
 * The screen 'Add funds' leads to from the approval (the flow's `funding` step): the paying wallet's address
 * to receive on (QR code and copy), what it holds and what the request needs, and 'Continue' back to the
 * approval, which prepares the request again with the new balance.
 */
export interface AddFundsView {
  title: string;
  /** "Wallet {short} doesn't have enough funds to cover gas fees. …" when only gas is missing, else "… does not have enough funds." */
  message: string;
  hint: string;
  address: string;
  short: string;
  qr: { value: string; size: number };
  copy: { label: string; copiedLabel: string; resetMs: number };
  rows: { label: string; value: string }[];
  done: { label: string };
}

/**
 * @example
 * const view = addFundsViewModel(flow.getState());
 * // { title: "Add funds", hint: "Add funds on Base to complete transaction.", rows: [Balance, Needed], … }
 */
export function addFundsViewModel(state: TransactionFlowState<PreparedEvmTransaction>): AddFundsView | null {
  const p = state.items[state.index]?.prepared;
  if (!p) return null;
  const native = p.nativeCurrency;
  const show = (amount: bigint): PriceDisplay =>
    formatPriceDisplay({ amount, decimals: native.decimals, symbol: native.symbol, price: p.prices.native });
  const joined = (d: PriceDisplay) => (d.secondary ? `${d.primary} (${d.secondary})` : d.primary);
  const fee = p.sponsored ? 0n : (p.fee ?? 0n);
  const short = shortAddress(p.from);
  return {
    title: TRANSACTION_TEXTS.addFunds,
    message: fillText(p.value === 0n ? TRANSACTION_TEXTS.notEnoughForGas : TRANSACTION_TEXTS.notEnoughFunds, {
      address: short,
    }),
    hint: fillText(TRANSACTION_TEXTS.addFundsOn, { network: p.chainName }),
    address: p.from,
    short,
    qr: { value: p.from, size: QR_CODE_SIZE },
    copy: {
      label: TRANSACTION_TEXTS.copy,
      copiedLabel: TRANSACTION_TEXTS.copied,
      resetMs: COPY_ADDRESS_CONFIRMATION_MS,
    },
    rows: [
      { label: TRANSACTION_TEXTS.balance, value: joined(show(p.balance)) },
      { label: TRANSACTION_TEXTS.needed, value: joined(show(p.value + fee)) },
    ],
    done: { label: TRANSACTION_TEXTS.continue },
  };
}
