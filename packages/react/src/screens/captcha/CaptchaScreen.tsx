import type { CaptchaState } from "@foyer/core/login";
import { t } from "../../i18n/tMethods.ts";
import { t as tScreens } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";
import { ProgressMark } from "../../shell/ProgressMark.tsx";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { StatusScreen } from "../../shell/StatusScreen.tsx";

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
  const { send } = kit.useModal();
  const { captcha } = step;
  const success = captcha.status === "success" || captcha.status === "disabled";
  if (captcha.status === "error") {
    return (
      <kit.ScreenFrame name="captcha" back>
        <StatusScreen
          tone="error"
          title={t("captcha.errorTitle")}
          text={errorDetail(captcha)}
          textProps={{ "data-foyer": "captcha-error" }}
        >
          {captcha.retriesLeft === 0 && <p className="foyer-note">{t("captcha.noRetries")}</p>}
          <kit.Button
            disabled={captcha.retriesLeft === 0}
            onClick={() => send({ type: "captcha", event: { type: "retry" } })}
          >
            {t("captcha.retry")}
          </kit.Button>
        </StatusScreen>
      </kit.ScreenFrame>
    );
  }
  return (
    <kit.ScreenFrame name="captcha" back={!success}>
      <StatusScreen
        tone="success"
        mark={success ? undefined : <ProgressMark label={t("captcha.checking")} />}
        live
        title={success ? t("captcha.successTitle") : t("captcha.checking")}
        text={success ? t("captcha.successDetail") : "\u00a0"}
      >
        {success && captcha.userIntentRequired && (
          <kit.Button
            disabled={captcha.phase !== "continuing"}
            onClick={() => send({ type: "captcha", event: { type: "continue" } })}
          >
            {t("captcha.continue")}
          </kit.Button>
        )}
      </StatusScreen>
    </kit.ScreenFrame>
  );
}
