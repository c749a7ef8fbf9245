import { embeddedWalletLoginState } from "../../provider/embeddedWalletLoginState.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Icon, MODAL_TITLE_ID, ScreenFrame, t, useModal } from "../../shell/screenKit.ts";
import { lazyFrom, loadOnce } from "../../ui/loadOnce.ts";

const texts = loadOnce(() => import("./SuccessTexts.tsx"));
const SuccessTexts = lazyFrom(texts, (m) => m.SuccessTexts);

/**
 * Loads the success screen's texts after a link or a wallet created on login (the wallet creation and a link
 * opening fetch them, modal/createLoginFlow.tsx).
 */
export const loadSuccessTexts = (): Promise<unknown> => texts.load();

/**
 * "You're logged in" with a checkmark; the flow closes the modal after SUCCESS_AUTO_CLOSE_MS. Its badge and
 * title are written out rather than through shell/StatusScreen: this screen rides in the modal's chunk (the
 * email journey), and importing StatusScreen there grew that journey by 436 B gzipped (esbuild) over its budget.
 * After a link or an embedded wallet's creation, its title and text come from SuccessTexts, loaded with those.
 */
export function SuccessScreen({ step }: ScreenProps<"success">) {
  const { store } = useModal();
  const linked = step.linked === true;
  return (
    <ScreenFrame name="success">
      <div className="foyer-badge" data-tone="success">
        <Icon name="check" size={28} />
      </div>
      {linked || embeddedWalletLoginState.wasCreated(store) ? (
        <SuccessTexts linked={linked} />
      ) : (
        <>
          <h2 id={MODAL_TITLE_ID} className="foyer-title">
            {t("success.title")}
          </h2>
          <p className="foyer-text">{t("success.detail")}</p>
        </>
      )}
    </ScreenFrame>
  );
}
