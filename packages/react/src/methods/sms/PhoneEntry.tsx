import { t } from "../../i18n/t.ts";
import { useModal } from "../../modal/ModalContext.ts";
import { EntryRow } from "../../screens/login/EntryRow.tsx";
import { Icon } from "../../ui/Icon.tsx";
import type { LoginEntryProps } from "../ClientLoginMethod.ts";

/** "Continue with phone". */
export function PhoneEntry({ chip }: LoginEntryProps) {
  const { send } = useModal();
  return (
    <EntryRow
      chip={chip}
      icon={<Icon name="phone" />}
      label={t("landing.continueWithPhone")}
      onClick={() => send({ type: "openPhone" })}
    />
  );
}
