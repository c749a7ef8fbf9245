import type { FlowError } from "@foyer/core/login";
import { t } from "../../i18n/tMethods.ts";

/** The OAuth status screen's error line (spec 000 §8 "OAuth"). */
export function oauthErrorText(error: FlowError): string {
  switch (error.code) {
    case "oauth_unexpected":
      return t("oauth.phishing");
    case "oauth_user_denied":
      return t("oauth.denied");
    case "invalid_credentials":
      return t("oauth.invalidCode");
    case "linked_to_another_user":
    case "cannot_link_more_of_type":
    case "disallowed_login_method":
    case "oauth_account_suspended":
    case "too_many_requests":
      return error.message;
    default:
      return t("oauth.unable");
  }
}

/** The Telegram status screen's error line (spec 000 §8 "Farcaster, Telegram, passkey"). */
export function telegramErrorText(error: FlowError): string {
  switch (error.code) {
    case "linked_to_another_user":
      return t("telegram.linked");
    case "disallowed_login_method":
      return t("telegram.notAllowed");
    case "too_many_requests":
      return t("telegram.tooMany");
    default:
      return t("telegram.wrong");
  }
}
