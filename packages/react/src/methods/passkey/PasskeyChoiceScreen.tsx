import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { moreIcons } from "../../ui/moreIcons.ts";

/** "Log in or create a new account?" (spec 000 §2), shown when the app allows signing up with a passkey. */
export function PasskeyChoiceScreen(_: ScreenProps<"passkeyChoice">) {
  const { send } = kit.useModal();
  return (
    <kit.ScreenFrame name="passkeyChoice" back>
      <div className="foyer-badge">
        <kit.Icon name={moreIcons.passkey} size={26} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("passkeyChoice.title")}
      </h2>
      <div className="foyer-spacer" />
      <div className="foyer-stack">
        <kit.Button onClick={() => send({ type: "startPasskey", action: "signup" })}>
          {t("passkeyChoice.create")}
        </kit.Button>
        <kit.Button variant="secondary" onClick={() => send({ type: "startPasskey", action: "login" })}>
          {t("passkeyChoice.login")}
        </kit.Button>
      </div>
    </kit.ScreenFrame>
  );
}
