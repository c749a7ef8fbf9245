import { t } from "../../i18n/tMethods.ts";
import { MODAL_TITLE_ID, useModal } from "../../shell/ModalContext.ts";
import { ScreenFrame } from "../../shell/ScreenFrame.tsx";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Button } from "../../ui/Button.tsx";
import { Icon } from "../../ui/Icon.tsx";

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
