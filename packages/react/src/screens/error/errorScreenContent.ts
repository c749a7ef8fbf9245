import { errorDetails } from "@foyer/core/errors";
import type { FlowError } from "@foyer/core/login";
import { t } from "../../i18n/tScreens.ts";

export interface ErrorScreenContent {
  title: string;
  detail: string;
  button: string;
  /** "restart": back to the main login screen (another method); else the previous screen. */
  action?: "retry" | "restart";
}

/** Title, detail and button of the generic error screen for an error (spec 000 §8 "Error screens"). */
export function errorScreenContent(error: FlowError): ErrorScreenContent {
  switch (error.code) {
    case "too_many_requests":
      return { title: t("error.tooManyTitle"), detail: t("error.tooManyDetail"), button: t("error.tooManyButton") };
    case "linked_to_another_user":
      return { title: t("error.linkedTitle"), detail: t("error.linkedDetail"), button: t("error.retry") };
    case "disallowed_login_method":
      return {
        title: t("error.notAllowedTitle"),
        detail: error.message,
        button: t("error.tryAnotherMethod"),
        action: "restart",
      };
    case "invalid_captcha":
      return { title: t("error.genericTitle"), detail: t("error.invalidCaptchaDetail"), button: t("error.retry") };
    case "captcha_failure":
      return { title: t("error.genericTitle"), detail: t("captcha.failed"), button: t("error.retry") };
    case "not_supported":
      // Region not served (spec 000 §8): the server says why in `reason`.
      if (errorDetails(error, "not_supported")?.reason === "unsupported_region") {
        return {
          title: t("error.regionTitle"),
          detail: t("error.regionDetail"),
          button: t("error.tryAnotherMethod"),
          action: "restart",
        };
      }
      return { title: t("error.apiTitle"), detail: error.message, button: t("error.retry") };
    case "captcha_timeout":
      return { title: t("error.genericTitle"), detail: t("captcha.timeout"), button: t("error.retry") };
    default:
      if (error.status === 400 || error.status === 422) {
        return { title: t("error.apiTitle"), detail: error.message, button: t("error.retry") };
      }
      return { title: t("error.genericTitle"), detail: t("error.genericDetail"), button: t("error.retry") };
  }
}
