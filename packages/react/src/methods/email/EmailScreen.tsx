import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Icon, MODAL_TITLE_ID, ScreenFrame, t, useModal } from "../../shell/screenKit.ts";
import { EmailForm } from "./EmailForm.tsx";

/** Stand-alone email input (reached from an entry, e.g. in "More options"). */
export function EmailScreen({ step }: ScreenProps<"email">) {
  const { controller } = useModal();
  const linking = controller.getState().mode === "link";
  return (
    <ScreenFrame name="email" back={!linking}>
      <div className="foyer-badge">
        <Icon name="mail" size={26} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {linking ? t("email.linkTitle") : t("email.title")}
      </h2>
      <div className="foyer-spacer" />
      <EmailForm form={step.form} autoFocus />
    </ScreenFrame>
  );
}
