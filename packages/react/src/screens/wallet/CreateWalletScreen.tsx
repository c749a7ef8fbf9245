import { t } from "../../i18n/tScreens.ts";
import { ProgressMark } from "../../shell/ProgressMark.tsx";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { StatusScreen } from "../../shell/StatusScreen.tsx";
import { Button, ScreenFrame, useModal } from "../../shell/screenKit.ts";

/**
 * The embedded-wallet step of the post-login pipeline: progress while the plugged-in creator runs, then
 * (spec 001 §2) 'Something went wrong' with 'Close' when creation failed (the user is logged out by then).
 */
export function CreateWalletScreen({ step }: ScreenProps<"createWallet">) {
  const { send } = useModal();
  if (step.failed) {
    return (
      <ScreenFrame name="createWallet">
        <StatusScreen tone="error" title={t("error.genericTitle")}>
          <Button onClick={() => send({ type: "close" })}>{t("wallet.closeButton")}</Button>
        </StatusScreen>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame name="createWallet">
      <StatusScreen
        mark={<ProgressMark label={t("wallet.creatingTitle")} />}
        title={t("wallet.creatingTitle")}
        text={t("wallet.creatingDetail")}
      />
    </ScreenFrame>
  );
}
