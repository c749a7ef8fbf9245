import { t } from "../../i18n/t.ts";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { EntryRow } from "../../shell/EntryRow.tsx";
import { useModal } from "../../shell/ModalContext.ts";
import { Icon } from "../../ui/Icon.tsx";

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
