import {
  type AddressView,
  approvalViewModel,
  type PreparedEvmTransaction,
  TRANSACTION_TEXTS,
} from "@foyer/core/transactions";
import type { ReactNode } from "react";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { BalanceCard } from "./BalanceCard.tsx";
import { ScanDetails } from "./ScanDetails.tsx";
import { TransactionActions } from "./TransactionActions.tsx";
import { TransactionPanel } from "./TransactionPanel.tsx";
import { TransactionRows } from "./TransactionRows.tsx";
import type { TransactionScreenProps } from "./TransactionScreenProps.ts";
import { TransactionSummary } from "./TransactionSummary.tsx";
import { transactionStyles } from "./transactionStyles.ts";

const addressLink = (a: AddressView) => (
  <a href={a.explorerUrl} target="_blank" rel="noopener noreferrer" title={a.address}>
    {a.short}
  </a>
);

/**
 * The Ethereum approval screen (spec 001 §2): a thin render of `approvalViewModel`. Amount (fiat first),
 * the sections, the 'Details' accordion, the scan-details view with its checkbox, the balance card and the
 * buttons; every text, rule and event comes from the view model.
 */
export function TransactionApprovalScreen({
  state,
  send,
  uiOptions,
  appName,
  primaryAmount,
}: TransactionScreenProps<PreparedEvmTransaction>) {
  const view = approvalViewModel(state, {
    appName,
    ...(uiOptions ? { uiOptions } : {}),
    ...(primaryAmount ? { primaryAmount } : {}),
  });
  const rows: { label: string; value: ReactNode }[] = [];
  for (const item of view.send) rows.push({ label: TRANSACTION_TEXTS.send, value: item });
  for (const item of view.receive) rows.push({ label: TRANSACTION_TEXTS.receive, value: item });
  if (view.spender) rows.push({ label: TRANSACTION_TEXTS.spender, value: addressLink(view.spender) });
  if (view.to) rows.push({ label: TRANSACTION_TEXTS.to, value: addressLink(view.to) });
  if (view.tokenAddress) rows.push({ label: TRANSACTION_TEXTS.tokenAddress, value: addressLink(view.tokenAddress) });
  if (view.network) rows.push({ label: TRANSACTION_TEXTS.network, value: view.network });
  if (view.fee.kind === "sponsored") rows.push({ label: TRANSACTION_TEXTS.estimatedFees, value: view.fee.text });
  else if (view.fee.kind === "fee")
    rows.push({ label: TRANSACTION_TEXTS.estimatedFees, value: view.fee.display.primary });
  const contract = view.contract;
  return (
    <FlowScreenFrame
      name="transactionApproval"
      {...(view.canGoBack ? { onBack: () => send({ type: "back" }) } : {})}
      onClose={() => send({ type: "close" })}
    >
      <style>{transactionStyles}</style>
      {contract?.imgUrl && <img className="foyer-tx-contract" src={contract.imgUrl} alt={contract.imgAltText ?? ""} />}
      {view.progress && (
        <p className="foyer-tx-progress" data-foyer-progress="">
          {view.progress}
        </p>
      )}
      <TransactionSummary
        title={view.heading}
        description={view.description}
        amount={view.amount}
        rows={rows}
        warnings={view.warnings}
      >
        {view.scan.status !== "uninitiated" && (
          <TransactionPanel
            name="scan"
            title={view.scan.title}
            summary={view.scan.summary}
            open={view.scan.open}
            onToggle={() => send({ type: "togglePanel", panel: "scan" })}
            maxHeightPx={view.details.maxHeightPx}
            tone={view.scan.verdict === "error" ? "error" : undefined}
          >
            {view.scan.changes ? (
              <ScanDetails view={view.scan.changes} />
            ) : (
              <p className="foyer-tx-panel-text">{view.scan.message ?? view.scan.summary}</p>
            )}
          </TransactionPanel>
        )}
        {view.scan.acknowledgement && (
          <label className="foyer-check foyer-tx-acknowledge">
            <input
              type="checkbox"
              checked={view.scan.acknowledgement.checked}
              onChange={() => send({ type: "toggleRisk" })}
            />
            <span>{view.scan.acknowledgement.label}</span>
          </label>
        )}
        <TransactionPanel
          name="details"
          title={view.details.title}
          open={view.details.open}
          onToggle={() => send({ type: "togglePanel", panel: "details" })}
          maxHeightPx={view.details.maxHeightPx}
        >
          <TransactionRows rows={view.details.rows} />
        </TransactionPanel>
        {view.balance && (
          <BalanceCard
            address={view.balance.address.short}
            display={view.balance.display}
            insufficient={view.balance.insufficient}
          />
        )}
        {view.balance?.hint && <p className="foyer-note">{view.balance.hint}</p>}
      </TransactionSummary>
      <TransactionActions primary={view.primary} secondary={view.secondary} send={send as never} />
    </FlowScreenFrame>
  );
}
