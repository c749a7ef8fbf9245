import { successViewModel } from "@foyer/core/transactions";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { MODAL_TITLE_ID } from "../../shell/ModalContext.ts";
import { Button } from "../../ui/Button.tsx";
import { Icon } from "../../ui/Icon.tsx";
import type { TransactionScreenProps } from "./TransactionScreenProps.ts";
import { transactionStyles } from "./transactionStyles.ts";

/** 'Transaction complete!' / "You're all set." / 'All Done' (spec 001 §2), overridable by the request. */
export function TransactionSuccessScreen({ state, send, uiOptions }: TransactionScreenProps) {
  const view = successViewModel(state, uiOptions);
  return (
    <FlowScreenFrame name="transactionSuccess" onClose={() => send({ type: "done" })}>
      <style>{transactionStyles}</style>
      <div className="foyer-badge" data-tone="success">
        <Icon name="check" size={28} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {view.header}
      </h2>
      <p className="foyer-text">{view.description}</p>
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
      <Button autoFocus onClick={() => send({ type: view.button.event })}>
        {view.button.label}
      </Button>
    </FlowScreenFrame>
  );
}
