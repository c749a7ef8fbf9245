import { t } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";

/**
 * The success screen after an embedded wallet was created on login: "Welcome (to {app})" for a new user, else
 * "All set!". Loaded with the wallet creation (modal/createLoginFlow.tsx), not with the email journey.
 */
export function WalletCreatedSuccess() {
  const { controller, config } = kit.useModal();
  const isNew = controller.getState().signedIn?.isNewUser ?? false;
  const app = config.appName;
  return (
    <kit.ScreenFrame name="success">
      <div className="foyer-badge" data-tone="success">
        <kit.Icon name="check" size={28} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {isNew
          ? app
            ? t("wallet.createdTitleApp", { app })
            : t("wallet.createdTitle")
          : t("wallet.createdTitleExisting")}
      </h2>
      <p className="foyer-text">{isNew ? t("wallet.createdDetail") : t("wallet.createdDetailExisting")}</p>
    </kit.ScreenFrame>
  );
}
