import type { ErrorView } from "@foyer/core/transactions";
import { useEffect, useState } from "#react";
import { kit } from "../../kit/kit.ts";
import { moreIcons } from "../../ui/moreIcons.ts";

/** A transaction hash with its copy button (label resets after the view's delay) and explorer link. */
export function TransactionHash({ view }: { view: NonNullable<ErrorView["transaction"]> }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), view.copy.resetMs);
    return () => clearTimeout(timer);
  }, [copied, view.copy.resetMs]);
  return (
    <div className="foyer-tx-hash" data-foyer-transaction-hash={view.hash}>
      <p className="foyer-tx-hash-label">{view.label}</p>
      <div className="foyer-address">
        <code title={view.hash}>{view.hash}</code>
        <button
          type="button"
          className="foyer-link"
          onClick={() => {
            void globalThis.navigator?.clipboard?.writeText(view.hash).catch(() => {});
            setCopied(true);
          }}
        >
          <kit.Icon name={copied ? "check" : moreIcons.copy} size={14} />
          {copied ? view.copy.copiedLabel : view.copy.label}
        </button>
      </div>
      <a className="foyer-link foyer-tx-explorer" href={view.explorerUrl} target="_blank" rel="noopener noreferrer">
        {view.explorerLabel}
      </a>
    </div>
  );
}
