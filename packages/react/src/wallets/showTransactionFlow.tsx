import type { ModalFlowHandle } from "@foyer/core/login";
import type { PreparedBase, SendTransactionOptions, TransactionFlowHandle } from "@foyer/core/transactions";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { TransactionFlowBody, type TransactionFlowView } from "../screens/transaction/TransactionFlowBody.tsx";

/**
 * Puts a running transaction flow on the one modal's stack: its screens (approval, Solana review, add funds,
 * success, error; each a lazy chunk) render the flow's state through the core view models and send its
 * events; the entry leaves the stack when the flow closes. `endFunding` ends the 'Add funds' step.
 */
export function showTransactionFlow(
  store: FoyerStore,
  flow: TransactionFlowHandle<PreparedBase>,
  options: SendTransactionOptions,
  appName: string,
  chainType: "ethereum" | "solana" = "ethereum",
  endFunding: () => void = () => {},
) {
  // The host's price display (FoyerClientConfig.embeddedWallets.priceDisplay): fiat first unless it asks otherwise.
  const primaryAmount =
    store.clientConfig.embeddedWallets?.priceDisplay?.primary === "native-token" ? "native-token" : "fiat-currency";
  const view: TransactionFlowView = {
    Body: TransactionFlowBody,
    options,
    appName,
    primaryAmount,
    chainType,
    endFunding,
  };
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
    // A funding step left by closing: the runner's wait for it ends too (its event then finds the flow closed).
    endFunding();
    store.closeFlow(handle);
  });
}
