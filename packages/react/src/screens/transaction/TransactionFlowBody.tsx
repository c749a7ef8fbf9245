import type { ModalFlowHandle } from "@foyer/core";
import type {
  PreparedBase,
  PriceDisplayPrimary,
  SendTransactionOptions,
  TransactionFlowEvent,
  TransactionFlowState,
} from "@foyer/core/transactions";
import { type ComponentType, Suspense, useSyncExternalStore } from "#react";
import { kit } from "../../kit/kit.ts";
import { lazyComponent } from "../../shell/lazyScreen.ts";
import type { ModalFlowView } from "../../shell/ModalFlowView.ts";
import { moreStyles } from "../../shell/moreStyles.tsx";
import type { TransactionScreenProps } from "./TransactionScreenProps.ts";

/** What the modal's stack entry of a transaction flow carries. */
export interface TransactionFlowView extends ModalFlowView {
  options: SendTransactionOptions;
  appName: string;
  /** The host's price display: which amount the review screens show first. */
  primaryAmount: PriceDisplayPrimary;
  chainType: "ethereum" | "solana";
  /** Ends the funding step (the runner then prepares the request again). */
  endFunding(): void;
}

type Screen = ComponentType<TransactionScreenProps<never> & { onDone(): void }>;

// Each screen is its own chunk, loaded when a flow first reaches it.
const screens: Record<string, Screen> = {
  approval: lazyComponent(
    () => import("./TransactionApprovalScreen.tsx"),
    (m) => m.TransactionApprovalScreen,
  ),
  solanaReview: lazyComponent(
    () => import("./SolanaReviewScreen.tsx"),
    (m) => m.SolanaReviewScreen,
  ),
  funding: lazyComponent(
    () => import("./AddFundsScreen.tsx"),
    (m) => m.AddFundsScreen,
  ),
  success: lazyComponent(
    () => import("./TransactionSuccessScreen.tsx"),
    (m) => m.TransactionSuccessScreen,
  ),
  error: lazyComponent(
    () => import("./TransactionErrorScreen.tsx"),
    (m) => m.TransactionErrorScreen,
  ),
} as Record<string, Screen>;

/** Which screen a state shows: success and error of either chain, else the chain's review screen. */
export function transactionScreenOf(state: TransactionFlowState, chainType: "ethereum" | "solana"): string {
  if (state.step === "success" || state.step === "error") return state.step;
  if (state.step === "funding" && chainType === "ethereum") return "funding";
  return chainType === "solana" ? "solanaReview" : "approval";
}

/** The transaction flow in the one modal: the screen its step names, rendered from the core view models. */
export function TransactionFlowBody({ flow }: { flow: ModalFlowHandle }) {
  const view = flow.view as TransactionFlowView;
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState) as TransactionFlowState;
  const name = transactionScreenOf(state, view.chainType);
  const Screen = screens[name] as Screen;
  return (
    <>
      <style>{moreStyles}</style>
      <Suspense fallback={<kit.LoadingScreen />}>
        <Screen
          key={name}
          state={state as never}
          send={(event: TransactionFlowEvent<PreparedBase>) => flow.send(event)}
          {...(view.options.uiOptions ? { uiOptions: view.options.uiOptions } : {})}
          appName={view.appName}
          primaryAmount={view.primaryAmount}
          onDone={view.endFunding}
        />
      </Suspense>
    </>
  );
}
