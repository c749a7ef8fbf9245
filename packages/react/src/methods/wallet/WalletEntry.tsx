import { tEntries } from "../../i18n/tEntries.ts";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { Icon } from "../../shell/screenKit.ts";

/** "Continue with a wallet": the external wallet list. */
export function WalletEntry({ chip, send, Row }: LoginEntryProps) {
  return (
    <Row
      chip={chip}
      icon={<Icon name="wallet" />}
      label={tEntries("landing.continueWithWallet")}
      onClick={() => send({ type: "openWallets" })}
      data={{ "data-foyer-entry": "wallet" }}
    />
  );
}
