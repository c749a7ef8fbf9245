import { WALLET_FRAME_MESSAGE_TAG } from "@foyer/core/embedded";
import type { WalletExportEvent, WalletExportState } from "@foyer/core/wallets";
import { useEffect } from "react";
import { t } from "../../i18n/t.ts";
import { FlowScreenFrame } from "../../modal/FlowScreenFrame.tsx";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import type { FlowScreenProps } from "../../modal/ModalFlow.ts";
import { Button } from "../../ui/Button.tsx";
import { EmbeddedFrame } from "../../ui/EmbeddedFrame.tsx";

/**
 * 'Confirm it's really you' for a new device: the wallet origin's verification page in the card. The code
 * is typed there; this page learns only that the page finished (`device-verified` from the frame's origin).
 */
export function DeviceVerificationScreen({ state, send }: FlowScreenProps<WalletExportState, WalletExportEvent>) {
  const close = () => send({ type: "close" });
  useEffect(() => {
    const origin = new URL(state.url).origin;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { tag?: unknown; kind?: unknown } | null;
      if (event.origin === origin && data?.tag === WALLET_FRAME_MESSAGE_TAG && data.kind === "device-verified") {
        send({ type: "close" });
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [state.url, send]);
  return (
    <FlowScreenFrame name="walletDeviceVerification" onClose={close}>
      <h2 id={MODAL_TITLE_ID} className="foyer-visually-hidden">
        {t("wallet.verifyDeviceTitle")}
      </h2>
      <EmbeddedFrame src={state.url} title={t("wallet.verifyDeviceTitle")} data-foyer-verify-frame="" />
      <Button variant="secondary" onClick={close}>
        {t("wallet.closeButton")}
      </Button>
    </FlowScreenFrame>
  );
}
