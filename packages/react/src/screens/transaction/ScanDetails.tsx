import type { ScanDetailsView } from "@foyer/core/transactions";

/**
 * The body of the scan-details panel once scanned: the findings, then one row per asset leaving or entering
 * the wallet and per allowance granted (with value and counterparty), or 'Simulation failed' / 'No tokens
 * found'. Rows carry `data-foyer-scan-change="out|in|allowance"` for tests and themes.
 */
export function ScanDetails({ view }: { view: ScanDetailsView }) {
  return (
    <>
      {view.findings.map((finding) => (
        <p key={finding} className="foyer-tx-panel-text" data-foyer-scan-finding="">
          {finding}
        </p>
      ))}
      {view.changes.length > 0 && (
        <dl className="foyer-tx-rows">
          {view.changes.map((change, i) => (
            // Two identical movements are possible (same asset twice): the index keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole from each scan result
            <div className="foyer-tx-row" key={i} data-foyer-scan-change={change.kind}>
              <dt>
                {change.label}
                {change.counterparty && <span className="foyer-tx-scan-party"> {change.counterparty}</span>}
              </dt>
              <dd data-tone={change.kind === "out" || change.kind === "allowance" ? "out" : "in"}>
                {change.text}
                {change.usd && <span className="foyer-tx-scan-usd"> {change.usd}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {view.note && (
        <p className="foyer-tx-panel-text" data-foyer-scan-note="">
          {view.note}
        </p>
      )}
    </>
  );
}
