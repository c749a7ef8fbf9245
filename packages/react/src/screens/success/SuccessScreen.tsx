import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID, useModal } from "../../modal/ModalContext.ts";
import { ScreenFrame } from "../../modal/ScreenFrame.tsx";
import type { ScreenProps } from "../../modal/screenRouter.ts";
import { Icon } from "../../ui/Icon.tsx";

/** "You're logged in" with a checkmark; the flow closes the modal after SUCCESS_AUTO_CLOSE_MS. */
export function SuccessScreen({ step }: ScreenProps<"success">) {
  const { controller } = useModal();
  const { linkMethod } = controller.getState();
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
