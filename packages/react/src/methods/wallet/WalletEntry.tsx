import { t } from "../../i18n/t.ts";
import { useModal } from "../../modal/ModalContext.ts";
import { EntryRow } from "../../screens/login/EntryRow.tsx";
import { Icon } from "../../ui/Icon.tsx";
import type { LoginEntryProps } from "../ClientLoginMethod.ts";

/** "Continue with a wallet": the external wallet list. */
export function WalletEntry({ chip }: LoginEntryProps) {
  const { send } = useModal();
  return (
    <EntryRow
      chip={chip}
      icon={<Icon name="wallet" />}
      label={t("landing.continueWithWallet")}
      onClick={() => send({ type: "openWallets" })}
      data={{ "data-foyer-entry": "wallet" }}
    />
  );
}
