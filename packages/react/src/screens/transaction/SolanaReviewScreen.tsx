import { type PreparedSolanaTransaction, solanaReviewViewModel, TRANSACTION_TEXTS } from "@foyer/core/transactions";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { BalanceCard } from "./BalanceCard.tsx";
import { TransactionActions } from "./TransactionActions.tsx";
import { TransactionPanel } from "./TransactionPanel.tsx";
import { TransactionRows } from "./TransactionRows.tsx";
import type { TransactionScreenProps } from "./TransactionScreenProps.ts";
import { TransactionSummary } from "./TransactionSummary.tsx";
import { transactionStyles } from "./transactionStyles.ts";

/**
 * The Solana transaction review (spec 001 §2): amount (fiat first), network, fee, the balance card and the
 * 'Advanced' instruction breakdown (one block per decoded instruction); a thin render of
 * `solanaReviewViewModel`.
 */
export function SolanaReviewScreen({
  state,
  send,
  uiOptions,
  primaryAmount,
}: TransactionScreenProps<PreparedSolanaTransaction>) {
  const view = solanaReviewViewModel(state, uiOptions, primaryAmount);
  const rows = [
    { label: TRANSACTION_TEXTS.from, value: view.from.short },
    { label: TRANSACTION_TEXTS.network, value: view.network },
    ...(view.fee ? [{ label: TRANSACTION_TEXTS.estimatedFees, value: view.fee.primary }] : []),
  ];
  return (
    <FlowScreenFrame
      name="solanaReview"
      {...(view.canGoBack ? { onBack: () => send({ type: "back" }) } : {})}
      onClose={() => send({ type: "close" })}
    >
      <style>{transactionStyles}</style>
      {view.progress && (
        <p className="foyer-tx-progress" data-foyer-progress="">
          {view.progress}
        </p>
      )}
      <TransactionSummary
        title={uiOptions?.transactionInfo?.title ?? view.network}
        description={view.description}
        amount={view.amount}
        rows={rows}
        warnings={view.warnings}
      >
        <TransactionPanel
          name="advanced"
          title={view.advanced.title}
          summary={String(view.advanced.instructions.length)}
          open={view.advanced.open}
          onToggle={() => send({ type: "togglePanel", panel: "details" })}
          maxHeightPx={view.advanced.maxHeightPx}
        >
          {view.advanced.instructions.map((instruction, i) => (
            // Instructions have no identity of their own: their position is what the transaction runs.
            // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
            <div className="foyer-tx-instruction" key={i} data-foyer-instruction={instruction.name}>
              <h3>
                {instruction.name} <span>· {instruction.program}</span>
              </h3>
              <TransactionRows rows={instruction.fields} />
            </div>
          ))}
        </TransactionPanel>
        {view.balance && (
          <BalanceCard address={view.from.short} display={view.balance} insufficient={view.insufficient} />
        )}
      </TransactionSummary>
      <TransactionActions primary={view.primary} secondary={view.secondary} send={send as never} />
    </FlowScreenFrame>
  );
}
