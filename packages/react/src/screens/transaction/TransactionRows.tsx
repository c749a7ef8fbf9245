import type { ReactNode } from "react";

/** Label / value rows of the transaction screens (sections, the 'Details' panel, an instruction's fields). */
export function TransactionRows({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="foyer-tx-rows">
      {rows.map((row) => (
        <div className="foyer-tx-row" key={row.label} data-foyer-row={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
