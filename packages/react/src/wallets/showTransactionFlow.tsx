import type { ModalFlowHandle } from "@foyer/core/login";
import {
  approvalViewModel,
  errorViewModel,
  type PreparedEvmTransaction,
  type PreparedSolanaTransaction,
  type SendTransactionOptions,
  solanaReviewViewModel,
  successViewModel,
  type TransactionFlowHandle,
  type TransactionFlowState,
} from "@foyer/core/transactions";
import { useSyncExternalStore } from "react";
import { FlowScreenFrame } from "../modal/FlowScreenFrame.tsx";
import type { ModalFlowView } from "../modal/ModalFlow.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { Button } from "../ui/Button.tsx";

type Flow = TransactionFlowHandle<PreparedEvmTransaction>;
type State = TransactionFlowState<PreparedEvmTransaction>;
type SolanaState = TransactionFlowState<PreparedSolanaTransaction>;

interface TransactionView extends ModalFlowView {
  options: SendTransactionOptions;
  appName: string;
  chainType: "ethereum" | "solana";
}

/** Sends a flow event by name; "togglePanel:details" carries its panel. */
function sendEvent(flow: ModalFlowHandle, type: string) {
  const [name, panel] = type.split(":");
  flow.send(panel ? { type: name, panel } : { type });
}

/** The Solana review: amount, fee, balance and the 'Advanced' instruction breakdown (solanaReviewViewModel). */
function SolanaReview({ flow, state }: { flow: ModalFlowHandle; state: State }) {
  const { options } = flow.view as TransactionView;
  const view = solanaReviewViewModel(state as unknown as SolanaState, options.uiOptions);
  const send = (type: string) => sendEvent(flow, type);
  return (
    <FlowScreenFrame name="transactionApproval" onClose={() => flow.dismiss()}>
      <h2 className="foyer-title">{view.network}</h2>
      {view.amount && (
        <p className="foyer-text">{[view.amount.primary, view.amount.secondary].filter(Boolean).join(" · ")}</p>
      )}
      <pre className="foyer-text" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {[
          `From: ${view.from.short}`,
          `Est. Fees: ${view.fee?.primary ?? "—"}`,
          `Balance: ${view.balance?.primary ?? "—"}`,
          ...view.warnings,
        ].join("\n")}
      </pre>
      <Button variant="secondary" onClick={() => send("togglePanel:details")}>
        {view.advanced.title}
      </Button>
      {view.advanced.open && (
        <pre className="foyer-text" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {view.advanced.instructions
            .map((i) => [`${i.program}: ${i.name}`, ...i.fields.map((f) => `  ${f.label}: ${f.value}`)].join("\n"))
            .join("\n")}
        </pre>
      )}
      {view.secondary && (
        <Button variant="secondary" onClick={() => send("close")}>
          {view.secondary.label}
        </Button>
      )}
      <Button loading={view.primary.busy} disabled={view.primary.disabled} onClick={() => send(view.primary.event)}>
        {view.primary.label}
      </Button>
    </FlowScreenFrame>
  );
}

/** Approval, success and error of one transaction flow: thin renders of the core view models. */
function TransactionBody({ flow }: { flow: ModalFlowHandle }) {
  const { options, appName } = flow.view as TransactionView;
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState) as State;
  const send = (type: string) => sendEvent(flow, type);
  const close = () => flow.dismiss();
  if (state.step === "success") {
    const view = successViewModel(state, options.uiOptions);
    return (
      <FlowScreenFrame name="transactionSuccess" onClose={close}>
        <h2 className="foyer-title">{view.header}</h2>
        <p className="foyer-text">{view.description}</p>
        <Button onClick={() => send("done")}>{view.button.label}</Button>
      </FlowScreenFrame>
    );
  }
  if (state.step === "error") {
    const view = errorViewModel(state);
    if (!view) return null;
    return (
      <FlowScreenFrame name="transactionError" onClose={close}>
        <h2 className="foyer-title">{view.title}</h2>
        <p className="foyer-text">{`${view.code}: ${view.message}`}</p>
        {view.transaction && (
          <pre className="foyer-text" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {view.transaction.hash}
          </pre>
        )}
        <p className="foyer-text">{view.hint}</p>
        {view.retry && <Button onClick={() => send("retry")}>{view.retry.label}</Button>}
      </FlowScreenFrame>
    );
  }
  if ((flow.view as TransactionView).chainType === "solana") return <SolanaReview flow={flow} state={state} />;
  const view = approvalViewModel(state, { appName, ...(options.uiOptions ? { uiOptions: options.uiOptions } : {}) });
  const lines = [
    ...(view.spender ? [`Spender: ${view.spender.short}`] : []),
    ...(view.tokenAddress ? [`Token address: ${view.tokenAddress.short}`] : []),
    `Network: ${view.network}`,
    ...view.details.rows.map((row) => `${row.label}: ${row.value}`),
    ...(view.balance ? [`Balance: ${view.balance.display.primary}`] : []),
    ...view.warnings,
    ...(view.balance?.hint ? [view.balance.hint] : []),
  ];
  return (
    <FlowScreenFrame
      name="transactionApproval"
      {...(view.canGoBack ? { onBack: () => send("back") } : {})}
      onClose={close}
    >
      <h2 className="foyer-title">{view.details.rows[2]?.value ?? "Transaction"}</h2>
      {view.total > 1 && <p className="foyer-text">{`${view.index + 1} of ${view.total}`}</p>}
      {view.description && <p className="foyer-text">{view.description}</p>}
      {view.amount && (
        <p className="foyer-text">
          {view.amount.secondary ? `${view.amount.primary} · ${view.amount.secondary}` : view.amount.primary}
        </p>
      )}
      <pre className="foyer-text" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {state.step === "preparing" ? "…" : lines.join("\n")}
      </pre>
      {view.secondary && (
        <Button variant="secondary" onClick={() => send(view.secondary?.event ?? "close")}>
          {view.secondary.label}
        </Button>
      )}
      <Button loading={view.primary.busy} disabled={view.primary.disabled} onClick={() => send(view.primary.event)}>
        {view.primary.label}
      </Button>
    </FlowScreenFrame>
  );
}

/**
 * The transaction screens until their designed versions land: the core view models (approval, success,
 * error) rendered in the one modal, sending the flow's events. Every text and rule comes from
 * `@foyer/core/transactions`.
 */
export function showTransactionFlow(
  store: FoyerStore,
  flow: Flow,
  options: SendTransactionOptions,
  appName: string,
  chainType: "ethereum" | "solana" = "ethereum",
) {
  const view: TransactionView = { Body: TransactionBody, options, appName, chainType };
  const handle: ModalFlowHandle = {
    key: `transaction-${Math.random().toString(36).slice(2)}`,
    id: "transaction",
    getState: flow.getState,
    subscribe: (listener) => flow.subscribe(() => listener()),
    send: (event) => flow.send(event as never),
    dismiss: () => flow.send({ type: "close" }),
    view,
  };
  store.openFlow(handle);
  const unsubscribe = flow.subscribe((state) => {
    if (state.step !== "closed") return;
    unsubscribe();
    store.closeFlow(handle);
  });
}
