import type { ModalFlowHandle } from "@foyer/core/login";
import { describe, expect, it } from "vitest";
import type { TransactionFlowView } from "../screens/transaction/TransactionFlowBody.tsx";
import { showTransactionFlow } from "./showTransactionFlow.tsx";

/** The stack entry showTransactionFlow opens, for a host with this client config. */
function openedView(clientConfig: object): TransactionFlowView {
  const opened: ModalFlowHandle[] = [];
  const store = { clientConfig, openFlow: (h: ModalFlowHandle) => opened.push(h), closeFlow: () => {} };
  const flow = { getState: () => ({ step: "preparing" }), subscribe: () => () => {}, send: () => {} };
  showTransactionFlow(store as never, flow as never, {}, "Acme");
  return opened[0]?.view as TransactionFlowView;
}

describe("showTransactionFlow: the host's price display (spec 000 §1)", () => {
  it("fiat first by default; native-token when embeddedWallets.priceDisplay asks; nothing else", () => {
    expect(openedView({}).primaryAmount).toBe("fiat-currency");
    expect(openedView({ embeddedWallets: { priceDisplay: { primary: "native-token" } } }).primaryAmount).toBe(
      "native-token",
    );
    expect(openedView({ embeddedWallets: { priceDisplay: { primary: "bogus" } } }).primaryAmount).toBe("fiat-currency");
  });
});
