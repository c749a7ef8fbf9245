import { addFundsViewModel, type PreparedEvmTransaction } from "@foyer/core/transactions";
import { useEffect, useState } from "#react";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { moreIcons } from "../../ui/moreIcons.ts";
import { QrCode } from "../../ui/QrCode.tsx";
import { TransactionRows } from "./TransactionRows.tsx";
import type { TransactionScreenProps } from "./TransactionScreenProps.ts";
import { transactionStyles } from "./transactionStyles.ts";

/**
 * Where 'Add funds' leads (the flow's funding step): the wallet's address to receive on, what it holds and
 * what the request needs; 'Continue' (or Back) returns to the approval, prepared again with the new balance.
 */
export function AddFundsScreen({
  state,
  send,
  onDone,
}: TransactionScreenProps<PreparedEvmTransaction> & { onDone(): void }) {
  const view = addFundsViewModel(state);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied || !view) return;
    const timer = setTimeout(() => setCopied(false), view.copy.resetMs);
    return () => clearTimeout(timer);
  }, [copied, view]);
  if (!view) return null;
  return (
    <FlowScreenFrame name="transactionAddFunds" onBack={onDone} onClose={() => send({ type: "close" })}>
      <style>{transactionStyles}</style>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {view.title}
      </h2>
      <p className="foyer-text">{view.message}</p>
      <div style={{ display: "flex", justifyContent: "center", margin: "0 0 16px" }}>
        <QrCode value={view.qr.value} size={view.qr.size} label={view.address} />
      </div>
      <div className="foyer-address">
        <code title={view.address}>{view.address}</code>
        <button
          type="button"
          className="foyer-link"
          onClick={() => {
            void globalThis.navigator?.clipboard?.writeText(view.address).catch(() => {});
            setCopied(true);
          }}
        >
          <kit.Icon name={copied ? "check" : moreIcons.copy} size={14} />
          {copied ? view.copy.copiedLabel : view.copy.label}
        </button>
      </div>
      <TransactionRows rows={view.rows} />
      <p className="foyer-note">{view.hint}</p>
      <kit.Button onClick={onDone}>{view.done.label}</kit.Button>
    </FlowScreenFrame>
  );
}
