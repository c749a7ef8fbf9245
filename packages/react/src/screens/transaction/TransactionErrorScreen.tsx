import { errorViewModel } from "@foyer/core/transactions";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { TransactionHash } from "./TransactionHash.tsx";
import type { TransactionScreenProps } from "./TransactionScreenProps.ts";
import { transactionStyles } from "./transactionStyles.ts";

/**
 * The transaction error screen (spec 001 §2, §8): title, error code, message, the hash with copy and
 * explorer link when the failure came after broadcasting, 'Please try again.' and 'Retry transaction'.
 */
export function TransactionErrorScreen({ state, send }: TransactionScreenProps) {
  const view = errorViewModel(state);
  if (!view) return null;
  return (
    <FlowScreenFrame name="transactionError" onClose={() => send({ type: view.close.event })}>
      <style>{transactionStyles}</style>
      <div className="foyer-badge" data-tone="error">
        <kit.Icon name="alert" size={26} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {view.title}
      </h2>
      <p className="foyer-tx-code" data-foyer-error-code={view.code}>
        {view.code}
      </p>
      <p className="foyer-text">{view.message}</p>
      {view.transaction && <TransactionHash view={view.transaction} />}
      <p className="foyer-note">{view.hint}</p>
      {view.retry && (
        <kit.Button autoFocus onClick={() => send({ type: view.retry?.event ?? "retry" })}>
          {view.retry.label}
        </kit.Button>
      )}
    </FlowScreenFrame>
  );
}
