import type { ModalFlowHandle } from "@foyer/core/login";
import { type ComponentType, lazy, Suspense, useSyncExternalStore } from "react";
import type { FundingScreenProps, FundingSnapshot } from "../../flows/funding/FundingSnapshot.ts";
import { kit } from "../../kit/kit.ts";
import { moreStyles } from "../../shell/moreStyles.tsx";

type Screen = ComponentType<FundingScreenProps>;

// Each screen is its own chunk, loaded when the flow first reaches it.
const screens: Record<string, Screen> = {
  landing: lazy(async () => ({ default: (await import("./FundLandingScreen.tsx")).FundLandingScreen })),
  amount: lazy(async () => ({ default: (await import("./FundAmountScreen.tsx")).FundAmountScreen })),
  provider: lazy(async () => ({ default: (await import("./ProviderStatusScreen.tsx")).ProviderStatusScreen })),
  receive: lazy(async () => ({ default: (await import("./ReceiveFundsScreen.tsx")).ReceiveFundsScreen })),
  wallets: lazy(async () => ({ default: (await import("./WalletTransferScreen.tsx")).WalletTransferScreen })),
  bridge: lazy(async () => ({ default: (await import("./BridgeScreen.tsx")).BridgeScreen })),
  success: lazy(async () => ({ default: (await import("./FundingSuccessScreen.tsx")).FundingSuccessScreen })),
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
