import type { FlowError } from "@foyer/core/login";
import { t } from "../../i18n/tMethods.ts";

/** The passkey status screen's error line (spec 000 §8 "Farcaster, Telegram, passkey"). */
export function passkeyErrorText(error: FlowError): string {
  switch (error.code) {
    case "cannot_link_more_of_type":
      return t("passkey.cannotLinkMore");
    // The browser's NotAllowedError / AbortError (user cancelled, or the prompt timed out).
    case "client_request_timeout":
      return t("passkey.rejected");
    case "passkey_not_allowed":
    case "disallowed_login_method":
    case "linked_to_another_user":
    case "too_many_requests":
      return error.message;
    default:
      return t("passkey.unknown");
  }
}
