import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { StatusScreen } from "../../shell/StatusScreen.tsx";
import { moreIcons } from "../../ui/moreIcons.ts";
import { transferMethodLabel } from "./transferMethodLabel.ts";

/**
 * Account transfer (spec 000 §2): step one asks to move the account and delete the other user
 * ("Continue" leads to step two when the other account has an embedded wallet); step two warns about
 * that wallet's assets and shows its copyable address; then "Success!" and the modal closes after 1 s.
 */
export function AccountTransferScreen({ step }: ScreenProps<"accountTransfer">) {
  const { send, config } = kit.useModal();
  const { transfer } = step;
  const busy = transfer.stage === "transferring";
  const transferButton = (
    <kit.Button loading={busy} onClick={() => send({ type: "transfer", event: { type: "transfer" } })}>
      {t("transfer.confirm")}
    </kit.Button>
  );
  const noThanks = (
    <kit.Button
      variant="secondary"
      disabled={busy}
      onClick={() => send({ type: "transfer", event: { type: "decline" } })}
    >
      {t("transfer.noThanks")}
    </kit.Button>
  );

  if (transfer.stage === "success") {
    return (
      <kit.ScreenFrame name="accountTransfer">
        <StatusScreen tone="success" title={t("transfer.success")} text={t("transfer.successDetail")} />
      </kit.ScreenFrame>
    );
  }

  if (transfer.stage === "assetWarning" || (busy && transfer.warned)) {
    return (
      <kit.ScreenFrame name="accountTransfer">
        <StatusScreen
          tone="error"
          icon={moreIcons.wallet}
          title={t("transfer.assetsTitle")}
          text={t("transfer.assetsDetail")}
        />
        <div className="foyer-address">
          <span className="foyer-visually-hidden">{t("transfer.addressLabel")}</span>
          <code title={transfer.embeddedWalletAddress ?? ""}>{transfer.embeddedWalletAddress}</code>
          <button
            type="button"
            className="foyer-link"
            onClick={() => send({ type: "transfer", event: { type: "copyAddress" } })}
          >
            <kit.Icon name={transfer.copied ? "check" : moreIcons.copy} size={14} />
            {transfer.copied ? t("transfer.copied") : t("transfer.copy")}
          </button>
        </div>
        <div className="foyer-stack">
          {transferButton}
          {noThanks}
        </div>
      </kit.ScreenFrame>
    );
  }

  return (
    <kit.ScreenFrame name="accountTransfer">
      <StatusScreen
        icon={moreIcons.swap}
        title={t("transfer.title", { method: transferMethodLabel(transfer.account.type, config.server) })}
        text={t("transfer.detail", { handle: transfer.displayName ?? transfer.account.address })}
      />
      <div className="foyer-stack">
        {transfer.embeddedWalletAddress && (
          <kit.Button disabled={busy} onClick={() => send({ type: "transfer", event: { type: "continue" } })}>
            {t("transfer.continue")}
          </kit.Button>
        )}
        {transferButton}
        {noThanks}
      </div>
    </kit.ScreenFrame>
  );
}
