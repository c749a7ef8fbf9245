import { successViewModel } from "@foyer/core/transactions";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { StatusScreen } from "../../shell/StatusScreen.tsx";
import type { TransactionScreenProps } from "./TransactionScreenProps.ts";
import { transactionStyles } from "./transactionStyles.ts";

/** 'Transaction complete!' / "You're all set." / 'All Done' (spec 001 §2), overridable by the request. */
export function TransactionSuccessScreen({ state, send, uiOptions }: TransactionScreenProps) {
  const view = successViewModel(state, uiOptions);
  return (
    <FlowScreenFrame name="transactionSuccess" onClose={() => send({ type: "done" })}>
      <style>{transactionStyles}</style>
      <StatusScreen tone="success" title={view.header} text={view.description} />
      {view.transaction && (
        <a
          className="foyer-link foyer-tx-explorer"
          href={view.transaction.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-foyer-transaction-hash={view.transaction.hash}
        >
          {view.transaction.explorerLabel}
        </a>
      )}
      <kit.Button autoFocus onClick={() => send({ type: view.button.event })}>
        {view.button.label}
      </kit.Button>
    </FlowScreenFrame>
  );
}
