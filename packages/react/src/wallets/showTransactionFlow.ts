import {
  approvalViewModel,
  errorViewModel,
  type PreparedEvmTransaction,
  type SendTransactionOptions,
  successViewModel,
  type TransactionFlowHandle,
  type TransactionFlowState,
} from "@foyer/core/transactions";
import { walletDialog } from "./walletDialog.ts";

type Flow = TransactionFlowHandle<PreparedEvmTransaction>;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
};

function button(flow: Flow, label: string, event: { type: string }, primary = false, disabled = false) {
  const b = el("button", label, primary ? "primary" : undefined);
  b.type = "button";
  b.disabled = disabled;
  b.addEventListener("click", () => flow.send(event as never));
  return b;
}

function renderApproval(flow: Flow, state: TransactionFlowState<PreparedEvmTransaction>, appName: string, options: SendTransactionOptions) {
  const view = approvalViewModel(state, { appName, ...(options.uiOptions ? { uiOptions: options.uiOptions } : {}) });
  const nodes: Node[] = [el("h2", view.details.rows[2]?.value ?? "Transaction")];
  if (view.total > 1) nodes.push(el("p", `${view.index + 1} of ${view.total}`));
  if (view.description) nodes.push(el("p", view.description));
  if (view.amount) nodes.push(el("p", view.amount.secondary ? `${view.amount.primary} · ${view.amount.secondary}` : view.amount.primary, "amount"));
  const lines = [
    ...(view.spender ? [`Spender: ${view.spender.short}`] : []),
    ...(view.tokenAddress ? [`Token address: ${view.tokenAddress.short}`] : []),
    `Network: ${view.network}`,
    ...view.details.rows.map((row) => `${row.label}: ${row.value}`),
    ...(view.balance ? [`Balance: ${view.balance.display.primary}`] : []),
    ...view.warnings,
    ...(view.balance?.hint ? [view.balance.hint] : []),
  ];
  nodes.push(el("pre", state.step === "preparing" ? "…" : lines.join("\n")));
  const row = el("div", undefined, "row");
  if (view.canGoBack) row.append(button(flow, "Back", { type: "back" }));
  if (view.secondary) row.append(button(flow, view.secondary.label, { type: view.secondary.event }));
  row.append(button(flow, view.primary.busy ? "…" : view.primary.label, { type: view.primary.event }, true, view.primary.disabled));
  nodes.push(row);
  return nodes;
}

/**
 * The transaction screens until the modal's own land (they will replace this file): a thin render of the
 * core view models in the wallet dialog (approval, success, error), sending the flow's events. Everything it
 * shows and every rule it follows come from `@foyer/core/transactions`.
 */
export function showTransactionFlow(flow: Flow, options: SendTransactionOptions, appName: string): void {
  const { panel, close } = walletDialog("transaction");
  panel.setAttribute("aria-label", "Transaction");
  const render = (state: TransactionFlowState<PreparedEvmTransaction>) => {
    if (state.step === "closed") return close();
    let nodes: Node[];
    if (state.step === "success") {
      const view = successViewModel(state, options.uiOptions);
      nodes = [el("h2", view.header), el("p", view.description), button(flow, view.button.label, { type: "done" }, true)];
    } else if (state.step === "error") {
      const view = errorViewModel(state);
      nodes = view
        ? [
            el("h2", view.title),
            el("p", `${view.code}: ${view.message}`),
            ...(view.transaction ? [el("pre", view.transaction.hash)] : []),
            el("p", view.hint),
            (() => {
              const row = el("div", undefined, "row");
              row.append(button(flow, "Close", { type: "close" }));
              if (view.retry) row.append(button(flow, view.retry.label, { type: "retry" }, true));
              return row;
            })(),
          ]
        : [];
    } else nodes = renderApproval(flow, state, appName, options);
    panel.replaceChildren(...nodes);
  };
  flow.subscribe(render);
  render(flow.getState());
}
