import type { SignatureConfirmEvent, SignatureConfirmState } from "@foyer/core/wallets";
import { type ScreensMessageKey, t } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";
import { moreIcons } from "../../ui/moreIcons.ts";

/** The flow's state with the screens' message keys (declared here so the screen needs nothing from its flow). */
export type SignatureConfirmFlowState = SignatureConfirmState<ScreensMessageKey>;

/** What is signed, by which address: 'Sign and continue' or 'Cancel' (EIP-1193 user rejection). */
export function SignatureConfirmScreen({
  state,
  send,
}: FlowScreenProps<SignatureConfirmFlowState, SignatureConfirmEvent>) {
  const address = `${state.address.slice(0, 6)}…${state.address.slice(-4)}`;
  return (
    <FlowScreenFrame name="signatureConfirm" onClose={() => send({ type: "close" })}>
      <div className="foyer-badge">
        <kit.Icon name={moreIcons.wallet} size={26} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t(state.title)}
      </h2>
      <p className="foyer-text">{t("wallet.signDetail", { app: state.app, address })}</p>
      <pre className="foyer-code-block" data-foyer-sign-body="">
        {state.body}
      </pre>
      <div className="foyer-stack">
        <kit.Button autoFocus loading={state.status === "confirmed"} onClick={() => send({ type: "confirm" })}>
          {t("wallet.signButton")}
        </kit.Button>
        <kit.Button variant="secondary" onClick={() => send({ type: "close" })}>
          {t("wallet.cancelButton")}
        </kit.Button>
      </div>
    </FlowScreenFrame>
  );
}
