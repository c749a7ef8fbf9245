import { t } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";

/**
 * The success screen's title and text after a link (what was linked) or after an embedded wallet was created on
 * login ("Welcome (to {app})" for a new user, else "All set!"). Loaded with the wallet creation and before a link
 * opening starts (modal/createLoginFlow.tsx), not with the email journey; the texts are screensMessages.ts's.
 */
export function SuccessTexts({ linked }: { linked: boolean }) {
  const { controller, config } = kit.useModal();
  const { signedIn, linkMethod } = controller.getState();
  const isNew = signedIn?.isNewUser ?? false;
  const app = config.appName;
  return (
    <>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {linked
          ? t("success.linkedTitle")
          : isNew
            ? app
              ? t("wallet.createdTitleApp", { app })
              : t("wallet.createdTitle")
            : t("wallet.createdTitleExisting")}
      </h2>
      <p className="foyer-text">
        {linked
          ? linkMethod === "phone"
            ? t("success.linkedPhoneDetail")
            : linkMethod === "passkey"
              ? t("success.linkedPasskeyDetail")
              : t("success.linkedDetail")
          : isNew
            ? t("wallet.createdDetail")
            : t("wallet.createdDetailExisting")}
      </p>
    </>
  );
}
