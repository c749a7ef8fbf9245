import type { CaptchaState } from "@foyer/core/login";
import { t } from "../../i18n/tMethods.ts";
import { t as tScreens } from "../../i18n/tScreens.ts";
import { MODAL_TITLE_ID, useModal } from "../../shell/ModalContext.ts";
import { ScreenFrame } from "../../shell/ScreenFrame.tsx";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Button } from "../../ui/Button.tsx";
import { Icon } from "../../ui/Icon.tsx";

function errorDetail(captcha: CaptchaState): string {
  switch (captcha.error?.code) {
    case "invalid_captcha":
      return t("captcha.invalid");
    case "captcha_timeout":
      return tScreens("captcha.timeout");
    default:
      return tScreens("captcha.failed");
  }
}

/**
 * Captcha screen (spec 000 §2): "Checking that you are a human...", then "Success!"; on failure
 * "Something went wrong" with Retry while retries remain, then the adblocker/VPN advice.
 * "Continue" shows only when user intent is required. The flow (timings, retries) is the captcha machine.
 */
export function CaptchaScreen({ step }: ScreenProps<"captcha">) {
  const { send } = useModal();
  const { captcha } = step;
  const success = captcha.status === "success" || captcha.status === "disabled";
  if (captcha.status === "error") {
    return (
      <ScreenFrame name="captcha" back>
        <div className="foyer-badge" data-tone="error">
          <Icon name="alert" size={26} />
        </div>
        <h2 id={MODAL_TITLE_ID} className="foyer-title">
          {t("captcha.errorTitle")}
        </h2>
        <p className="foyer-text" data-foyer="captcha-error">
          {errorDetail(captcha)}
        </p>
        {captcha.retriesLeft === 0 && <p className="foyer-note">{t("captcha.noRetries")}</p>}
        <Button
          disabled={captcha.retriesLeft === 0}
          onClick={() => send({ type: "captcha", event: { type: "retry" } })}
        >
          {t("captcha.retry")}
        </Button>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame name="captcha" back={!success}>
      {success ? (
        <div className="foyer-badge" data-tone="success">
          <Icon name="check" size={28} />
        </div>
      ) : (
        <div className="foyer-progress" role="status" aria-label={t("captcha.checking")}>
          <span className="foyer-spinner" />
        </div>
      )}
      <h2 id={MODAL_TITLE_ID} className="foyer-title" aria-live="polite">
        {success ? t("captcha.successTitle") : t("captcha.checking")}
      </h2>
      <p className="foyer-text">{success ? t("captcha.successDetail") : "\u00a0"}</p>
      {success && captcha.userIntentRequired && (
        <Button
          disabled={captcha.phase !== "continuing"}
          onClick={() => send({ type: "captcha", event: { type: "continue" } })}
        >
          {t("captcha.continue")}
        </Button>
      )}
    </ScreenFrame>
  );
}
