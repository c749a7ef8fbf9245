import type { SmsChannel } from "@foyer/core/api";
import { t } from "../../i18n/tMethods.ts";

/**
 * The code screen's texts for a code sent to a phone (the body names the number: "\u0000" marks where it goes, as
 * for an email), with the SMS part, loaded before any opening that can send a code to a phone, and their catalogue
 * (i18n/methodsMessages.ts): the email journey carries neither (issue 19).
 */
export function smsCodeTexts(channel: SmsChannel, app: string): { body: string; didNotGet: string } {
  return {
    body: t(channel === "whatsapp" ? "code.bodyWhatsapp" : "code.bodySms", { phone: "\u0000", app }),
    didNotGet: t("code.didNotGetSms"),
  };
}
