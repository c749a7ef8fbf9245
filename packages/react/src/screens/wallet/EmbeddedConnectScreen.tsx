import type { EmbeddedConnectEvent, EmbeddedConnectState } from "@foyer/core/wallets";
import { t } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";

/** 'Connecting to your wallet' (spec 001 §2): a loading screen, or its error with 'Close'. */
export function EmbeddedConnectScreen({ state, send }: FlowScreenProps<EmbeddedConnectState, EmbeddedConnectEvent>) {
  const close = () => send({ type: "close" });
  if (state.status === "error") {
    return (
      <FlowScreenFrame name="embeddedConnect" onClose={close}>
        <div className="foyer-badge" data-tone="error">
          <kit.Icon name="alert" size={26} />
        </div>
        <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
          {t("wallet.connectFailed")}
        </h2>
        <kit.Button onClick={close}>{t("wallet.closeButton")}</kit.Button>
      </FlowScreenFrame>
    );
  }
  return (
    <FlowScreenFrame name="embeddedConnect" onClose={close}>
      <div className="foyer-progress" role="status" aria-label={t("wallet.connectingTitle")}>
        <span className="foyer-spinner" />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t("wallet.connectingTitle")}
      </h2>
    </FlowScreenFrame>
  );
}
