import type { WalletExportEvent, WalletExportState } from "@foyer/core/wallets";
import { t } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";
import { EmbeddedFrame } from "../../shell/EmbeddedFrame.tsx";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";

/**
 * 'Export wallet': the wallet origin's export page in the card. The key shows inside that cross-origin frame;
 * this page can neither read nor script it. The page carries its own heading, so the card's is for
 * assistive technology only.
 */
export function WalletExportScreen({ state, send }: FlowScreenProps<WalletExportState, WalletExportEvent>) {
  const close = () => send({ type: "close" });
  return (
    <FlowScreenFrame name="walletExport" onClose={close}>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-visually-hidden">
        {t("wallet.exportTitle")}
      </h2>
      <EmbeddedFrame
        src={state.url}
        title={t("wallet.exportTitle")}
        data-foyer-export-frame=""
        // Clipboard for the Copy button, WebAuthn for passkey MFA inside the frame (the browser still checks
        // the passkey's relying party); nothing else is delegated.
        allow="clipboard-write; publickey-credentials-get"
      />
      <kit.Button variant="secondary" onClick={close}>
        {t("wallet.closeButton")}
      </kit.Button>
    </FlowScreenFrame>
  );
}
