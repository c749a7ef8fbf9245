import type { ModalFlowHandle } from "@foyer/core/login";
import { type ComponentType, Suspense, useSyncExternalStore } from "#react";
import type { FundingScreenProps, FundingSnapshot } from "../../flows/funding/FundingSnapshot.ts";
import { kit } from "../../kit/kit.ts";
import { lazyComponent } from "../../shell/lazyScreen.ts";
import { moreStyles } from "../../shell/moreStyles.tsx";

type Screen = ComponentType<FundingScreenProps>;

// Each screen is its own chunk, loaded when the flow first reaches it.
const screens: Record<string, Screen> = {
  landing: lazyComponent(
    () => import("./FundLandingScreen.tsx"),
    (m) => m.FundLandingScreen,
  ),
  amount: lazyComponent(
    () => import("./FundAmountScreen.tsx"),
    (m) => m.FundAmountScreen,
  ),
  provider: lazyComponent(
    () => import("./ProviderStatusScreen.tsx"),
    (m) => m.ProviderStatusScreen,
  ),
  receive: lazyComponent(
    () => import("./ReceiveFundsScreen.tsx"),
    (m) => m.ReceiveFundsScreen,
  ),
  wallets: lazyComponent(
    () => import("./WalletTransferScreen.tsx"),
    (m) => m.WalletTransferScreen,
  ),
  bridge: lazyComponent(
    () => import("./BridgeScreen.tsx"),
    (m) => m.BridgeScreen,
  ),
  success: lazyComponent(
    () => import("./FundingSuccessScreen.tsx"),
    (m) => m.FundingSuccessScreen,
  ),
};

/** The funding flow in the one modal: the screen the router's state names, with the method machines' states. */
export function FundingFlowBody({ flow }: { flow: ModalFlowHandle }) {
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState) as FundingSnapshot;
  const name = state.flow.screen;
  const Screen = screens[name] as Screen;
  return (
    <>
      <style>{moreStyles}</style>
      <Suspense fallback={<kit.LoadingScreen />}>
        <Screen key={name} state={state} send={flow.send} />
      </Suspense>
    </>
  );
}
