import { t } from "../../i18n/tMethods.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Button, Icon, MODAL_TITLE_ID, ScreenFrame, useModal } from "../../shell/screenKit.ts";

/** "Log in or create a new account?" (spec 000 §2), shown when the app allows signing up with a passkey. */
export function PasskeyChoiceScreen(_: ScreenProps<"passkeyChoice">) {
  const { send } = useModal();
  return (
    <ScreenFrame name="passkeyChoice" back>
      <div className="foyer-badge">
        <Icon name="passkey" size={26} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("passkeyChoice.title")}
      </h2>
      <div className="foyer-spacer" />
      <div className="foyer-stack">
        <Button onClick={() => send({ type: "startPasskey", action: "signup" })}>{t("passkeyChoice.create")}</Button>
        <Button variant="secondary" onClick={() => send({ type: "startPasskey", action: "login" })}>
          {t("passkeyChoice.login")}
        </Button>
      </div>
    </ScreenFrame>
  );
}
