import { t } from "../../i18n/tWallets.ts";
import { Button, MODAL_TITLE_ID, useModal } from "../../shell/screenKit.ts";

/** "Phantom supports Ledger": a Ledger signs a transaction message instead of a plain one. */
export function LedgerChoiceScreen() {
  const { send } = useModal();
  const choose = (ledger: boolean) => send({ type: "wallet", event: { type: "chooseLedger", ledger } });
  return (
    <>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("wallets.ledgerTitle")}
      </h2>
      <p className="foyer-text">{t("wallets.ledgerDetail")}</p>
      <div className="foyer-actions">
        <Button onClick={() => choose(true)}>{t("wallets.withLedger")}</Button>
        <Button variant="secondary" onClick={() => choose(false)}>
          {t("wallets.withoutLedger")}
        </Button>
      </div>
    </>
  );
}
