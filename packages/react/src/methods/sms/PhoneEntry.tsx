import { t } from "../../i18n/t.ts";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { EntryRow } from "../../shell/EntryRow.tsx";
import { useModal } from "../../shell/ModalContext.ts";
import { Icon } from "../../ui/Icon.tsx";

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
