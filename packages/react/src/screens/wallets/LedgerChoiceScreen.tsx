import { t } from "../../i18n/tWallets.ts";
import { kit } from "../../kit/kit.ts";

/** "Phantom supports Ledger": a Ledger signs a transaction message instead of a plain one. */
export function LedgerChoiceScreen() {
  const { send } = kit.useModal();
  const choose = (ledger: boolean) => send({ type: "wallet", event: { type: "chooseLedger", ledger } });
  return (
    <>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("wallets.ledgerTitle")}
      </h2>
      <p className="foyer-text">{t("wallets.ledgerDetail")}</p>
      <div className="foyer-actions">
        <kit.Button onClick={() => choose(true)}>{t("wallets.withLedger")}</kit.Button>
        <kit.Button variant="secondary" onClick={() => choose(false)}>
          {t("wallets.withoutLedger")}
        </kit.Button>
      </div>
    </>
  );
}
