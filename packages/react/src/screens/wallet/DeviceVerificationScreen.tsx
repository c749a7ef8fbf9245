import { WALLET_FRAME_MESSAGE_TAG } from "@foyer/core/embedded";
import type { WalletExportEvent, WalletExportState } from "@foyer/core/wallets";
import { useEffect } from "#react";
import { t } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";
import { EmbeddedFrame } from "../../shell/EmbeddedFrame.tsx";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";

/**
 * 'Confirm it's really you' for a new device: the wallet origin's verification page in the card. The code
 * is typed there, or the wallet-origin passkey used there; this page learns only that the page finished
 * (`device-verified`, or `device-passkey-added` after an enrolment, from the frame's origin).
 */
export function DeviceVerificationScreen({ state, send }: FlowScreenProps<WalletExportState, WalletExportEvent>) {
  const close = () => send({ type: "close" });
  useEffect(() => {
    const origin = new URL(state.url).origin;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { tag?: unknown; kind?: unknown } | null;
      const finished = data?.kind === "device-verified" || data?.kind === "device-passkey-added";
      if (event.origin === origin && data?.tag === WALLET_FRAME_MESSAGE_TAG && finished) {
        send({ type: "close" });
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [state.url, send]);
  // The same page adds a wallet-origin passkey for users with neither email nor phone (`purpose=enrol`).
  const title = t(
    new URL(state.url).searchParams.get("purpose") === "enrol"
      ? "wallet.protectWalletTitle"
      : "wallet.verifyDeviceTitle",
  );
  return (
    <FlowScreenFrame name="walletDeviceVerification" onClose={close}>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-visually-hidden">
        {title}
      </h2>
      {/* WebAuthn in a cross-origin frame needs these two features delegated (the passkey is the wallet origin's). */}
      <EmbeddedFrame
        src={state.url}
        title={title}
        allow="publickey-credentials-get; publickey-credentials-create"
        data-foyer-verify-frame=""
      />
      <kit.Button variant="secondary" onClick={close}>
        {t("wallet.closeButton")}
      </kit.Button>
    </FlowScreenFrame>
  );
}
