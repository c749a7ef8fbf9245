import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";

/**
 * Stand-alone email input (reached from an entry, e.g. in "More options", and where an email link starts). Loaded
 * apart, as the phone screen is: the email journey's form is the landing's inline one. It reads the modal's parts,
 * the form among them, from the kit (kit/kit.ts): importing them would split them off the modal's chunk.
 */
export function EmailScreen({ step }: ScreenProps<"email">) {
  const { controller } = kit.useModal();
  const linking = controller.getState().mode === "link";
  return (
    <kit.ScreenFrame name="email" back={!linking}>
      <div className="foyer-badge">
        <kit.Icon name="mail" size={26} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {linking ? kit.t("email.linkTitle") : kit.t("email.title")}
      </h2>
      <div className="foyer-spacer" />
      <kit.EmailForm form={step.form} autoFocus />
    </kit.ScreenFrame>
  );
}
