import type { ReactNode } from "react";
import { kit } from "../../kit/kit.ts";
import { TransactionRows } from "./TransactionRows.tsx";

interface TransactionSummaryProps {
  title: ReactNode;
  description?: string | null | undefined;
  /** Null while the transaction is being prepared: a spinner stands in for everything below the title. */
  amount: { primary: string; secondary?: string | null | undefined } | null;
  rows: { label: string; value: ReactNode }[];
  warnings: readonly string[];
  /** The screen's own panels and cards, shown once prepared. */
  children?: ReactNode;
}

/** The top of every review screen (Ethereum approval, Solana review): title, amount, rows and warnings. */
export function TransactionSummary({ title, description, amount, rows, warnings, children }: TransactionSummaryProps) {
  return (
    <>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {title}
      </h2>
      {description && <p className="foyer-text">{description}</p>}
      {amount === null ? (
        <div className="foyer-progress" role="status">
          <span className="foyer-spinner" />
        </div>
      ) : (
        <>
          <p className="foyer-tx-amount" data-foyer-amount="">
            {amount.primary}
          </p>
          <p className="foyer-tx-amount-secondary">{amount.secondary ?? "\u00a0"}</p>
          <TransactionRows rows={rows} />
          {warnings.map((warning) => (
            <p className="foyer-tx-warning" role="alert" key={warning}>
              <kit.Icon name="alert" size={16} />
              {warning}
            </p>
          ))}
          {children}
        </>
      )}
    </>
  );
}
