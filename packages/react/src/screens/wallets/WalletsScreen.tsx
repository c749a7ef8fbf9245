import { fillMobileLink } from "@foyer/core/wallets";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { InstallWalletScreen } from "./InstallWalletScreen.tsx";
import { LedgerChoiceScreen } from "./LedgerChoiceScreen.tsx";
import { MobileRedirectScreen } from "./MobileRedirectScreen.tsx";
import { NetworkScreen } from "./NetworkScreen.tsx";
import { WalletListScreen } from "./WalletListScreen.tsx";
import { WalletStatusScreen } from "./WalletStatusScreen.tsx";
import { walletStyles } from "./walletStyles.ts";

/** The external wallet step: one frame, the sub-screen of the wallet flow's state. */
export function WalletsScreen({ step }: ScreenProps<"wallets">) {
  const { controller } = kit.useModal();
  const flow = step.flow;
  const settled = flow.stage === "done" || flow.stage === "verifying";
  const back = !settled && (flow.screen !== "list" || controller.getState().history.length > 0);
  return (
    <kit.ScreenFrame name="wallets" back={back}>
      <style>{walletStyles}</style>
      <div data-foyer-wallet-screen={flow.screen}>
        {flow.screen === "list" && <WalletListScreen flow={flow} />}
        {flow.screen === "network" && <NetworkScreen flow={flow} />}
        {flow.screen === "status" && <WalletStatusScreen flow={flow} />}
        {flow.screen === "install" && <InstallWalletScreen flow={flow} />}
        {flow.screen === "redirect" && (
          <MobileRedirectScreen
            flow={flow}
            onOpen={(url) => {
              window.location.href = fillMobileLink(url);
            }}
          />
        )}
        {flow.screen === "ledger" && <LedgerChoiceScreen />}
      </div>
    </kit.ScreenFrame>
  );
}
