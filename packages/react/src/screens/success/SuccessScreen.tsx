import { embeddedWalletLoginState } from "../../provider/embeddedWalletLoginState.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Icon, MODAL_TITLE_ID, ScreenFrame, t, useModal } from "../../shell/screenKit.ts";
import { lazyFrom, loadOnce } from "../../ui/loadOnce.ts";

const walletSuccess = loadOnce(() => import("./WalletCreatedSuccess.tsx"));
const WalletCreatedSuccess = lazyFrom(walletSuccess, (m) => m.WalletCreatedSuccess);

/** Loads the success screen's variant after a wallet was created (the wallet creation on login fetches it). */
export const loadWalletCreatedSuccess = (): Promise<unknown> => walletSuccess.load();

/**
 * "You're logged in" with a checkmark; the flow closes the modal after SUCCESS_AUTO_CLOSE_MS. Its badge and
 * title are written out rather than through shell/StatusScreen: this screen rides in the modal's chunk (the
 * email journey), and importing StatusScreen there grew that journey by 436 B gzipped (esbuild) over its budget.
 */
export function SuccessScreen({ step }: ScreenProps<"success">) {
  const { controller, store } = useModal();
  const { linkMethod } = controller.getState();
  // After an embedded wallet was created on login: its own variant, loaded with the wallet creation.
  if (!step.linked && embeddedWalletLoginState.wasCreated(store)) return <WalletCreatedSuccess />;
  const linkedDetail =
    linkMethod === "phone"
      ? t("success.linkedPhoneDetail")
      : linkMethod === "passkey"
        ? t("success.linkedPasskeyDetail")
        : t("success.linkedDetail");
  return (
    <ScreenFrame name="success">
      <div className="foyer-badge" data-tone="success">
        <Icon name="check" size={28} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {step.linked ? t("success.linkedTitle") : t("success.title")}
      </h2>
      <p className="foyer-text">{step.linked ? linkedDetail : t("success.detail")}</p>
    </ScreenFrame>
  );
}
