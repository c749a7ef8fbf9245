import { embeddedWalletLoginState } from "../../provider/embeddedWalletLoginState.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Icon, MODAL_TITLE_ID, ScreenFrame, t, useModal } from "../../shell/screenKit.ts";

/**
 * "You're logged in" with a checkmark; the flow closes the modal after SUCCESS_AUTO_CLOSE_MS. Its badge and
 * title are written out rather than through shell/StatusScreen: this screen rides in the modal's chunk (the
 * email journey), and importing StatusScreen there grew that journey by 436 B gzipped (esbuild) over its budget.
 */
export function SuccessScreen({ step }: ScreenProps<"success">) {
  const { controller, store, config } = useModal();
  const { linkMethod, signedIn } = controller.getState();
  // After an embedded wallet was created on login: "Welcome (to {app})" for a new user, else "All set!".
  if (!step.linked && embeddedWalletLoginState.wasCreated(store)) {
    const isNew = signedIn?.isNewUser ?? false;
    const app = config.appName;
    return (
      <ScreenFrame name="success">
        <div className="foyer-badge" data-tone="success">
          <Icon name="check" size={28} />
        </div>
        <h2 id={MODAL_TITLE_ID} className="foyer-title">
          {isNew
            ? app
              ? t("wallet.createdTitleApp", { app })
              : t("wallet.createdTitle")
            : t("wallet.createdTitleExisting")}
        </h2>
        <p className="foyer-text">{isNew ? t("wallet.createdDetail") : t("wallet.createdDetailExisting")}</p>
      </ScreenFrame>
    );
  }
  const linkedDetail =
    linkMethod === "phone"
      ? t("success.linkedPhoneDetail")
      : linkMethod === "passkey"
        ? t("success.linkedPasskeyDetail")
        : t("success.linkedDetail");
  return (
    <ScreenFrame name="success">
      <div className="foyer-badge" data-tone="success">
        <Icon name="check" size={28} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {step.linked ? t("success.linkedTitle") : t("success.title")}
      </h2>
      <p className="foyer-text">{step.linked ? linkedDetail : t("success.detail")}</p>
    </ScreenFrame>
  );
}
