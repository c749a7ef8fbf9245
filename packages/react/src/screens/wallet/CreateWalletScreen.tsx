import { t } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";
import { ProgressMark } from "../../shell/ProgressMark.tsx";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { StatusScreen } from "../../shell/StatusScreen.tsx";

/**
 * The embedded-wallet step of the post-login pipeline: progress while the plugged-in creator runs, then
 * (spec 001 §2) 'Something went wrong' with 'Close' when creation failed (the user is logged out by then).
 */
export function CreateWalletScreen({ step }: ScreenProps<"createWallet">) {
  const { send } = kit.useModal();
  if (step.failed) {
    return (
      <kit.ScreenFrame name="createWallet">
        <StatusScreen tone="error" title={t("error.genericTitle")}>
          <kit.Button onClick={() => send({ type: "close" })}>{t("wallet.closeButton")}</kit.Button>
        </StatusScreen>
      </kit.ScreenFrame>
    );
  }
  return (
    <kit.ScreenFrame name="createWallet">
      <StatusScreen
        mark={<ProgressMark label={t("wallet.creatingTitle")} />}
        title={t("wallet.creatingTitle")}
        text={t("wallet.creatingDetail")}
      />
    </kit.ScreenFrame>
  );
}
