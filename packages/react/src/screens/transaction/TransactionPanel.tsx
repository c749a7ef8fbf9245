import { type ReactNode, useId } from "#react";
import { kit } from "../../kit/kit.ts";

/**
 * One accordion panel (the 'Details', scan and 'Advanced' views): a toggle button and a body that scrolls
 * past `maxHeightPx`. Which panel is open lives in the flow's state (one at a time), not here.
 */
export function TransactionPanel({
  name,
  title,
  summary,
  open,
  onToggle,
  maxHeightPx,
  tone,
  children,
}: {
  name: string;
  title: string;
  summary?: string | null;
  open: boolean;
  onToggle(): void;
  maxHeightPx: number;
  tone?: "error" | undefined;
  children: ReactNode;
}) {
  const bodyId = useId();
  return (
    <section className="foyer-tx-panel" data-foyer-panel={name} data-tone={tone}>
      <button
        type="button"
        className="foyer-tx-panel-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="foyer-tx-panel-title">{title}</span>
        {summary && <span className="foyer-tx-panel-summary">{summary}</span>}
        <kit.Icon name="chevron" size={16} />
      </button>
      {open && (
        <div id={bodyId} className="foyer-tx-panel-body" style={{ maxHeight: maxHeightPx }}>
          {children}
        </div>
      )}
    </section>
  );
}
