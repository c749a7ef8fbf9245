import { shortAddress } from "../../format/shortAddress.ts";
import { formatFiat } from "../../prices/formatFiat.ts";
import type { TransactionScanResult, WireScanResult } from "../../scan/ScanResult.ts";
import { TRANSACTION_TEXTS } from "./transactionTexts.ts";

/** One line of the scan-details view: an asset leaving or entering the wallet, or an allowance granted. */
export interface ScanChangeView {
  kind: "out" | "in" | "allowance";
  /** 'Send', 'Receive' or 'Allowance'. */
  label: string;
  /** "-1 USDC", "+0.5 ETH", "Maximum USDC", "All tokens TestNFT". */
  text: string;
  /** Fiat value ("$1.00"), when the scan priced it. */
  usd: string | null;
  /** Who receives, sends or may spend (short address). */
  counterparty: string | null;
}

/** The scan-details view (spec 001 §2): findings, then what leaves and enters the wallet, or why not shown. */
export interface ScanDetailsView {
  /** The findings' sentences (Malicious and Warning first), one per rule that fired. */
  findings: string[];
  changes: ScanChangeView[];
  /** 'Simulation failed' (with the chain's reason) or 'No tokens found' when there is nothing to list. */
  note: string | null;
}

// An app's own `scanTransaction` may answer any shape: every field is read as optional, never trusted.
type Loose = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const list = (v: unknown): Loose[] =>
  Array.isArray(v) ? v.filter((x): x is Loose => !!x && typeof x === "object") : [];
const SEVERITY: Record<string, number> = { Malicious: 0, Warning: 1 };
/** 2^256-1 or 2^160-1 (Permit2): the allowance covers everything. */
const MAXIMUM = new Set([(2n ** 256n - 1n).toString(), (2n ** 160n - 1n).toString()]);

function symbolOf(asset: Loose): string {
  return str(asset.symbol) ?? str(asset.name) ?? (str(asset.address) ? shortAddress(asset.address as string) : "");
}

function usdOf(value: unknown): string | null {
  const usd = typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isFinite(usd) ? formatFiat(usd) : null;
}

/**
 * What a completed scan shows (self-hosted engine, Blockaid or the app's own scan): each finding's sentence,
 * every asset leaving ('Send', "-1 USDC") and entering ('Receive', "+…") the wallet with its fiat value and
 * counterparty, every allowance granted ('Maximum' for an unlimited one, 'All tokens' for an operator), and
 * 'Simulation failed' or 'No tokens found' (spec 001 §8) when the simulation has nothing to list.
 *
 * @example
 * const view = scanDetailsViewModel(result);
 * for (const change of view.changes) row(change.label, `${change.text} ${change.usd ?? ""}`);
 */
export function scanDetailsViewModel(result: TransactionScanResult | WireScanResult): ScanDetailsView {
  const validation = (result.validation ?? {}) as Loose;
  const simulation = (result.simulation ?? {}) as Loose;
  const findings = list(validation.features)
    .filter((f) => f.type === "Malicious" || f.type === "Warning")
    .sort((a, b) => (SEVERITY[a.type as string] ?? 2) - (SEVERITY[b.type as string] ?? 2))
    .map((f) => str(f.description))
    .filter((d): d is string => d !== null);
  const changes: ScanChangeView[] = [];
  for (const diff of list(simulation.assets_diffs)) {
    const asset = (diff.asset ?? {}) as Loose;
    const symbol = symbolOf(asset);
    for (const [kind, sign] of [
      ["out", "-"],
      ["in", "+"],
    ] as const)
      for (const transfer of list(diff[kind])) {
        const tokenId = str(transfer.token_id);
        const value = str(transfer.value) ?? "?";
        changes.push({
          kind,
          label: kind === "out" ? TRANSACTION_TEXTS.send : TRANSACTION_TEXTS.receive,
          text: `${sign}${value} ${symbol}${tokenId ? ` #${tokenId}` : ""}`.trim(),
          usd: usdOf(transfer.usd_price),
          counterparty: str(transfer.counterparty) ? shortAddress(transfer.counterparty as string) : null,
        });
      }
  }
  for (const exposure of list(simulation.exposures)) {
    const symbol = symbolOf((exposure.asset ?? {}) as Loose);
    for (const spender of list(exposure.spenders)) {
      const amount =
        spender.is_approved_for_all === true
          ? TRANSACTION_TEXTS.allTokens
          : MAXIMUM.has(String(spender.approval))
            ? TRANSACTION_TEXTS.maximum
            : (str(spender.value) ?? "?");
      changes.push({
        kind: "allowance",
        label: TRANSACTION_TEXTS.allowance,
        text: `${amount} ${symbol}`.trim(),
        usd: usdOf(spender.usd_price),
        counterparty: str(spender.spender) ? shortAddress(spender.spender as string) : null,
      });
    }
  }
  const error = str(simulation.error);
  const note =
    simulation.status === "Error"
      ? error
        ? `${TRANSACTION_TEXTS.simulationFailed}: ${error}`
        : TRANSACTION_TEXTS.simulationFailed
      : changes.length === 0
        ? TRANSACTION_TEXTS.noTokensFound
        : null;
  return { findings, changes, note };
}
