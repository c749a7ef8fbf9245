import type { FlowError } from "@foyer/core/login";
import { t } from "../../i18n/tMethods.ts";

/** The Farcaster screen's error line (spec 000 §4 "Farcaster", §8 "Farcaster, Telegram, passkey"). */
export function farcasterErrorText(error: FlowError): string {
  switch (error.code) {
    case "client_request_timeout":
      return t("farcaster.timeout");
    case "linked_to_another_user":
      return t("telegram.linked");
    case "disallowed_login_method":
    case "cannot_link_more_of_type":
      return error.message;
    case "too_many_requests":
      return t("telegram.tooMany");
    default:
      // invalid_credentials included: "Something went wrong. Try again." (retryable).
      return t("farcaster.wrong");
  }
}
