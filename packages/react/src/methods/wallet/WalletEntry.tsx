import { tEntries } from "../../i18n/tEntries.ts";
import { kit } from "../../kit/kit.ts";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { moreIcons } from "../../ui/moreIcons.ts";

/** "Continue with a wallet": the external wallet list. */
export function WalletEntry({ chip, send, Row }: LoginEntryProps) {
  return (
    <Row
      chip={chip}
      icon={<kit.Icon name={moreIcons.wallet} />}
      label={tEntries("landing.continueWithWallet")}
      onClick={() => send({ type: "openWallets" })}
      data={{ "data-foyer-entry": "wallet" }}
    />
  );
}
