import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { EntryRow } from "../../shell/EntryRow.tsx";
import { Icon, t, useModal } from "../../shell/screenKit.ts";

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
