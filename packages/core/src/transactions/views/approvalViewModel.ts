import { MAX_UINT256, TRANSACTION_DETAILS_MAX_HEIGHT_PX } from "../../constants.ts";
import { type ScanDetailsView, scanDetailsViewModel } from "../../flows/transaction/scanDetailsViewModel.ts";
import type {
  TransactionFlowEvent,
  TransactionFlowState,
  TransactionItem,
} from "../../flows/transaction/TransactionFlowState.ts";
import { blockedReason } from "../../flows/transaction/transactionMachine.ts";
import { fillText, TRANSACTION_TEXTS } from "../../flows/transaction/transactionTexts.ts";
import { shortAddress } from "../../format/shortAddress.ts";
import { formatFiat } from "../../prices/formatFiat.ts";
import { formatPriceDisplay, type PriceDisplay, type PriceDisplayPrimary } from "../../prices/formatPriceDisplay.ts";
import { formatTokenAmount } from "../../prices/formatTokenAmount.ts";
import type { DecodedCall } from "../DecodedCall.ts";
import type { PreparedEvmTransaction } from "../PreparedEvmTransaction.ts";
import type { TransactionUiOptions } from "../SendTransactionRequest.ts";

/** An address as the screen shows it: short, with the full one for copying and an explorer link. */
export interface AddressView {
  address: string;
  short: string;
  explorerUrl: string;
}

/** A button: its label, whether it can be pressed, and the event it sends. */
export interface ButtonView {
  label: string;
  disabled: boolean;
  /** Shows a spinner (the flow is submitting or waiting for a receipt). */
  busy: boolean;
  event: TransactionFlowEvent["type"];
}

/** Everything the Ethereum approval screen shows (spec 001 §2 "Transaction approval (Ethereum)"). */
export interface ApprovalView {
  step: TransactionFlowState["step"];
  /** 0-based index and count of the request on screen. */
  index: number;
  total: number;
  /** "{index + 1} of {total}" when several requests go by index, else null. */
  progress: string | null;
  /** The screen's title: the app's contract name, else the decoded action ('Transfer', 'Approve', …). */
  heading: string;
  canGoBack: boolean;
  description: string | null;
  contract: { name: string | null; url: string | null; imgUrl: string | null; imgAltText: string | null } | null;
  /** The headline amount: native value, ERC-20 amount (fiat first), 'Maximum' for an unlimited approval, or an NFT. */
  amount: PriceDisplay | null;
  send: string[];
  receive: string[];
  spender: AddressView | null;
  to: AddressView | null;
  tokenAddress: AddressView | null;
  network: string;
  /** 'Sponsored by {app name}' instead of a fee when the app pays. */
  fee: { kind: "fee"; display: PriceDisplay } | { kind: "sponsored"; text: string } | { kind: "unknown" };
  /** The spec's preparation warning, or 'Unable to fetch token details'. */
  warnings: string[];
  /** The 'Details' accordion: open by default standalone, one panel at a time, never taller than 700 px. */
  details: { title: string; open: boolean; maxHeightPx: number; rows: { label: string; value: string }[] };
  /** The scan-details view: hidden while uninitiated (scanning off). */
  scan: {
    title: string;
    /** One line on the verdict, or the scan's progress or failure. */
    summary: string | null;
    status: "uninitiated" | "in progress" | "completed" | "failed";
    verdict: "safe" | "warn" | "error" | null;
    open: boolean;
    message: string | null;
    /** The checkbox a Malicious verdict requires before the primary button enables. */
    acknowledgement: { label: string; checked: boolean } | null;
    /** What leaves and enters the wallet, once scanned; null otherwise (the screen shows the decoded call). */
    changes: ScanDetailsView | null;
  };
  balance: { address: AddressView; display: PriceDisplay; insufficient: boolean; hint: string | null } | null;
  primary: ButtonView;
  /** 'Not now' when the request is cancellable. */
  secondary: ButtonView | null;
}

export interface ApprovalViewContext {
  appName: string;
  uiOptions?: TransactionUiOptions;
  /** Fiat first (default) or the native token first. */
  primaryAmount?: PriceDisplayPrimary;
}

const ACTION_LABELS: Record<DecodedCall["action"], string> = {
  approve: "Approve",
  transfer: "Transfer",
  "batch transfer": "Batch transfer",
  mint: "Mint",
  transaction: "Transaction",
};

const link = (p: PreparedEvmTransaction, address: string): AddressView => ({
  address,
  short: shortAddress(address),
  explorerUrl: `${p.explorerUrl}/address/${address}`,
});

function tokenAmount(p: PreparedEvmTransaction, amount: bigint, primary: PriceDisplayPrimary): PriceDisplay {
  if (p.token?.kind !== "erc20") return { primary: formatTokenAmount(amount, 18), secondary: null, usd: null };
  return formatPriceDisplay(
    { amount, decimals: p.token.decimals, symbol: p.token.symbol, price: p.prices.token },
    primary,
  );
}

function nftLabel(p: PreparedEvmTransaction, id: bigint | undefined): string {
  const symbol = p.token && p.token.kind === "erc721" ? (p.token.symbol ?? "NFT") : "NFT";
  return id === undefined ? symbol : `${symbol} #${id}`;
}

function movements(p: PreparedEvmTransaction, call: DecodedCall | null, primary: PriceDisplayPrimary) {
  const send: string[] = [];
  const receive: string[] = [];
  const native = p.nativeCurrency;
  if (p.value > 0n) send.push(formatTokenAmount(p.value, native.decimals, native.symbol));
  if (!call) return { send, receive };
  const mine = (a: string | undefined) => !!a && a.toLowerCase() === p.from.toLowerCase();
  if (call.action === "transfer" && call.isErc20Ish && call.amount !== undefined) {
    const shown = tokenAmount(p, call.amount, "native-token").primary;
    (mine(call.transferTo) ? receive : send).push(shown);
  } else if (call.action === "transfer" || call.action === "batch transfer") {
    const ids = call.tokenIds ?? (call.tokenId !== undefined ? [call.tokenId] : []);
    const items = ids.map((id, i) =>
      `${call.amounts?.[i] ?? call.amount ?? 1n}× ${nftLabel(p, id)}`.replace(/^1× /, ""),
    );
    (mine(call.transferTo) ? receive : send).push(...items);
  } else if (call.action === "mint" && mine(call.transferTo)) {
    receive.push(
      call.isErc20Ish && call.amount !== undefined
        ? tokenAmount(p, call.amount, primary).primary
        : nftLabel(p, call.tokenId),
    );
  }
  return { send, receive };
}

function headline(
  p: PreparedEvmTransaction,
  call: DecodedCall | null,
  primary: PriceDisplayPrimary,
): PriceDisplay | null {
  if (call?.action === "approve" && call.isErc20Ish && call.amount !== undefined) {
    if (call.amount === MAX_UINT256) return { primary: TRANSACTION_TEXTS.maximum, secondary: null, usd: null };
    return tokenAmount(p, call.amount, primary);
  }
  if (call?.action === "transfer" && call.isErc20Ish && call.amount !== undefined)
    return tokenAmount(p, call.amount, primary);
  if (call?.isNFTIsh && !call.isErc20Ish && (call.tokenId !== undefined || call.tokenIds))
    return {
      primary: call.tokenIds ? `${call.tokenIds.length} × NFT` : nftLabel(p, call.tokenId),
      secondary: null,
      usd: null,
    };
  const n = p.nativeCurrency;
  return formatPriceDisplay(
    { amount: p.value, decimals: n.decimals, symbol: n.symbol, price: p.prices.native },
    primary,
  );
}

/**
 * Turns the flow's state into exactly what the Ethereum approval screen shows, so the screen only renders:
 * amount (fiat first), send and receive, spender, to, token address, network, the fee or 'Sponsored by
 * {app name}', the 'Details' rows (From, To, Action, Est. Fees, 'Total (including fees)'), the scan panel
 * with its 'I understand' checkbox, the balance card, and the buttons ('Continue' until the last request,
 * then 'Approve' or the app's buttonText; 'Add funds' or disabled when the balance cannot pay; 'Not now').
 *
 * @example
 * const view = approvalViewModel(flow.getState(), { appName: "Acme" });
 * button.textContent = view.primary.label; button.onclick = () => flow.send({ type: view.primary.event });
 */
export function approvalViewModel(
  state: TransactionFlowState<PreparedEvmTransaction>,
  context: ApprovalViewContext,
): ApprovalView {
  const primaryAmount = context.primaryAmount ?? "fiat-currency";
  const ui = context.uiOptions ?? {};
  const item = state.items[state.index];
  const p = item?.prepared ?? null;
  const total = state.items.length;
  const last = state.index === total - 1;
  const busy = state.step === "submitting" || state.step === "confirming";
  const blocked = blockedReason(state);
  const call = p?.decoded ?? null;
  const native = p?.nativeCurrency;

  const fee: ApprovalView["fee"] = !p
    ? { kind: "unknown" }
    : p.sponsored
      ? { kind: "sponsored", text: fillText(TRANSACTION_TEXTS.sponsoredBy, { app: context.appName }) }
      : p.fee === null || !native
        ? { kind: "unknown" }
        : {
            kind: "fee",
            display: formatPriceDisplay(
              { amount: p.fee, decimals: native.decimals, symbol: native.symbol, price: p.prices.native },
              primaryAmount,
            ),
          };
  const feeText = fee.kind === "fee" ? joined(fee.display) : fee.kind === "sponsored" ? fee.text : "—";

  const primary: ButtonView =
    blocked === "funds" && state.config.fundingAvailable
      ? { label: TRANSACTION_TEXTS.addFunds, disabled: false, busy: false, event: "addFunds" }
      : {
          label: last ? (ui.buttonText ?? TRANSACTION_TEXTS.approve) : TRANSACTION_TEXTS.continue,
          disabled: busy || blocked !== null || state.step !== "approval",
          busy,
          event: last ? "approve" : "continue",
        };

  const scan = item?.scan ?? { status: "uninitiated" as const };
  const { send, receive } = p ? movements(p, call, primaryAmount) : { send: [], receive: [] };
  const to = p && (call?.transferTo && call.action !== "mint" ? call.transferTo : p.to);
  const isToken = !!p?.token;
  return {
    step: state.step,
    index: state.index,
    total,
    progress:
      total > 1 ? fillText(TRANSACTION_TEXTS.progress, { index: String(state.index + 1), total: String(total) }) : null,
    heading: ui.transactionInfo?.contractInfo?.name ?? actionLabel(call),
    canGoBack: state.index > 0 && (state.step === "approval" || state.step === "preparing"),
    description: ui.description ?? null,
    contract: ui.transactionInfo?.contractInfo
      ? {
          name: ui.transactionInfo.contractInfo.name ?? null,
          url: ui.transactionInfo.contractInfo.url ?? null,
          imgUrl: ui.transactionInfo.contractInfo.imgUrl ?? null,
          imgAltText: ui.transactionInfo.contractInfo.imgAltText ?? null,
        }
      : null,
    amount: p ? headline(p, call, primaryAmount) : null,
    send,
    receive,
    spender:
      p && call?.action === "approve" && (call.spender ?? call.operator)
        ? link(p, (call.spender ?? call.operator) as string)
        : null,
    to: p && to ? link(p, to) : null,
    tokenAddress: p && isToken && p.token ? link(p, p.token.address) : null,
    network: p?.chainName ?? "",
    fee,
    warnings: p ? [p.warning, p.tokenError].filter((w): w is string => !!w) : [],
    details: {
      title: ui.transactionInfo?.title ?? TRANSACTION_TEXTS.details,
      open: state.openPanel === "details",
      maxHeightPx: TRANSACTION_DETAILS_MAX_HEIGHT_PX,
      rows: p
        ? [
            { label: TRANSACTION_TEXTS.from, value: shortAddress(p.from) },
            { label: TRANSACTION_TEXTS.to, value: to ? shortAddress(to) : "—" },
            { label: TRANSACTION_TEXTS.action, value: ui.transactionInfo?.action ?? actionLabel(call) },
            { label: TRANSACTION_TEXTS.estimatedFees, value: feeText },
            { label: TRANSACTION_TEXTS.total, value: totalText(p, fee, primaryAmount) },
          ]
        : [],
    },
    scan: {
      title: TRANSACTION_TEXTS.scanDetails,
      summary: scanSummary(scan),
      status: scan.status,
      verdict: scan.status === "completed" ? scan.verdict : null,
      open: state.openPanel === "scan",
      message:
        scan.status === "failed"
          ? scan.message
          : scan.status === "completed"
            ? (scan.result.validation.description ?? null)
            : null,
      acknowledgement:
        scan.status === "completed" && scan.verdict === "error"
          ? { label: TRANSACTION_TEXTS.riskAcknowledgement, checked: item?.riskAcknowledged ?? false }
          : null,
      changes: scan.status === "completed" ? scanDetailsViewModel(scan.result) : null,
    },
    balance:
      p && native
        ? {
            address: link(p, p.from),
            display: formatPriceDisplay(
              { amount: p.balance, decimals: native.decimals, symbol: native.symbol, price: p.prices.native },
              primaryAmount,
            ),
            insufficient: p.insufficientFunds,
            hint: p.insufficientFunds ? fillText(TRANSACTION_TEXTS.addFundsOn, { network: p.chainName }) : null,
          }
        : null,
    primary,
    secondary:
      state.config.cancellable && !busy
        ? { label: TRANSACTION_TEXTS.notNow, disabled: false, busy: false, event: "close" }
        : null,
  };
}

function scanSummary(scan: TransactionItem<PreparedEvmTransaction>["scan"]): string | null {
  if (scan.status === "in progress") return TRANSACTION_TEXTS.scanning;
  if (scan.status === "failed") return TRANSACTION_TEXTS.scanFailed;
  if (scan.status !== "completed") return null;
  return {
    safe: TRANSACTION_TEXTS.scanSafe,
    warn: TRANSACTION_TEXTS.scanWarning,
    error: TRANSACTION_TEXTS.scanMalicious,
  }[scan.verdict];
}

function actionLabel(call: DecodedCall | null): string {
  if (!call) return ACTION_LABELS.transaction;
  if (call.action === "transaction" && call.functionName) return call.functionName;
  return ACTION_LABELS[call.action];
}

const joined = (d: PriceDisplay) => (d.secondary ? `${d.primary} (${d.secondary})` : d.primary);

/** Value plus the fee the wallet pays, in the native token with its fiat value; ERC-20 amounts join in fiat. */
function totalText(p: PreparedEvmTransaction, fee: ApprovalView["fee"], primary: PriceDisplayPrimary): string {
  const n = p.nativeCurrency;
  const paidFee = fee.kind === "fee" && p.fee !== null ? p.fee : 0n;
  const native = formatPriceDisplay(
    { amount: p.value + paidFee, decimals: n.decimals, symbol: n.symbol, price: p.prices.native },
    primary,
  );
  const call = p.decoded;
  if (call?.action !== "transfer" || !call.isErc20Ish || call.amount === undefined || p.token?.kind !== "erc20")
    return joined(native);
  const token = tokenAmount(p, call.amount, "native-token");
  const tokenUsd = p.prices.token?.ok ? (Number(call.amount) / 10 ** p.token.decimals) * p.prices.token.usd : null;
  if (native.usd !== null && tokenUsd !== null)
    return `${formatFiat(native.usd + tokenUsd)} (${token.primary} + ${formatTokenAmount(p.value + paidFee, n.decimals, n.symbol)})`;
  return `${token.primary} + ${formatTokenAmount(p.value + paidFee, n.decimals, n.symbol)}`;
}
