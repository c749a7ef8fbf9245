import { QR_CODE_SIZE } from "../../constants.ts";
import { type FundingData, fundedAsset } from "./FundingData.ts";
import type { FundingWatcherState } from "./fundingWatcherMachine.ts";

export interface ReceiveFundsView {
  /** null: hidden (uiConfig.receiveFundsTitle ""). */
  title: string | null;
  /** null: hidden (uiConfig.receiveFundsSubtitle ""). */
  subtitle: string | null;
  /** What the QR code encodes (the address), and its size. */
  qrValue: string;
  qrSize: number;
  address: string;
  copyLabel: "Copy";
  /** The balance line, formatted by the caller's amount formatter ("0.05 ETH"), or null before the first read. */
  balance: string | null;
  networkWarning: string;
  /** 'Continue' appears once a balance increase was seen. */
  continueLabel: "Continue" | null;
}

/** The network a receive screen names: the EVM chain's name, or Solana's cluster. */
function networkName(data: FundingData): string {
  if (data.chainType === "ethereum") return data.chain?.name ?? "Ethereum";
  return data.solanaChain === "mainnet" || data.solanaChain === null ? "Solana" : `Solana ${data.solanaChain}`;
}

/**
 * Receive funds (spec 001 §2): QR code, address with 'Copy', balance; title 'Receive {amount} {symbol}' and
 * subtitle 'Scan this code or copy your wallet address to receive funds on {network}.' unless configured,
 * an empty string hiding either; the network warning; 'Continue' once the watcher saw the balance rise.
 */
export function receiveFundsView(
  data: FundingData,
  watcher: FundingWatcherState,
  formattedBalance: string | null,
): ReceiveFundsView {
  const { symbol } = fundedAsset(data);
  const network = networkName(data);
  const custom = (value: string | undefined, fallback: string) =>
    value === undefined ? fallback : value === "" ? null : value;
  return {
    title: custom(data.uiConfig.receiveFundsTitle, `Receive ${data.amount} ${symbol}`),
    subtitle: custom(
      data.uiConfig.receiveFundsSubtitle,
      `Scan this code or copy your wallet address to receive funds on ${network}.`,
    ),
    qrValue: data.address,
    qrSize: QR_CODE_SIZE,
    address: data.address,
    copyLabel: "Copy",
    balance: formattedBalance,
    networkWarning: `Only send ${symbol} on ${network} to this address. Funds sent on another network may be lost.`,
    continueLabel: watcher.status === "received" ? "Continue" : null,
  };
}
