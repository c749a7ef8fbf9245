import type { FlowError } from "@foyer/core";
import { t } from "../../i18n/t.ts";

export interface ErrorScreenContent {
  title: string;
  detail: string;
  button: string;
}

/** Title, detail and button of the generic error screen for an error (spec 000 §8 "Error screens"). */
export function errorScreenContent(error: FlowError): ErrorScreenContent {
  switch (error.code) {
    case "too_many_requests":
      return { title: t("error.tooManyTitle"), detail: t("error.tooManyDetail"), button: t("error.tooManyButton") };
    case "linked_to_another_user":
      return { title: t("error.linkedTitle"), detail: t("error.linkedDetail"), button: t("error.retry") };
    case "disallowed_login_method":
      return { title: t("error.notAllowedTitle"), detail: error.message, button: t("error.tryAnotherMethod") };
    case "invalid_captcha":
      return { title: t("error.genericTitle"), detail: "Please try again.", button: t("error.retry") };
    case "captcha_failure":
    case "captcha_timeout":
      return { title: t("error.genericTitle"), detail: error.message, button: t("error.retry") };
    default:
      if (error.status === 400 || error.status === 422) {
        return { title: t("error.apiTitle"), detail: error.message, button: t("error.retry") };
      }
      return { title: t("error.genericTitle"), detail: t("error.genericDetail"), button: t("error.retry") };
  }
}
