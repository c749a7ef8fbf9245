import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { EntryRow } from "../../shell/EntryRow.tsx";
import { Icon, t, useModal } from "../../shell/screenKit.ts";
import { EmailForm } from "./EmailForm.tsx";

/** Email renders as the inline form on the main screen and as a "Continue with email" row elsewhere. */
export function EmailEntry({ chip, form }: LoginEntryProps) {
  const { send } = useModal();
  return form ? (
    <div className="foyer-entry-slot">
      {chip}
      <EmailForm form={form} />
    </div>
  ) : (
    <EntryRow
      chip={chip}
      icon={<Icon name="mail" />}
      label={t("landing.continueWithEmail")}
      onClick={() => send({ type: "openEmail" })}
    />
  );
}
