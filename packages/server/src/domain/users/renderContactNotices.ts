import { escapeHtml } from "../../dev/escapeHtml.ts";

/**
 * Why the old address hears of it (issue 13): a contact serves new-device codes only a day after it is
 * linked, so a changed or removed email or phone number is where an attacker with a session would start.
 * The notice gives the user that day to act. It never names the new value (the old inbox may be someone
 * else's by now).
 */
const advice = (appName: string) =>
  `If this was not you, sign in to ${appName} today and put it back: for a day the new address or number cannot confirm a new device for your wallet.`;

/** To the email address that was replaced (`replaced`) or removed from the account. */
export function renderEmailChangedNotice(
  appName: string,
  oldAddress: string,
  replaced: boolean,
  when: Date,
): { subject: string; text: string; html: string } {
  const body = replaced
    ? `The email address of your ${appName} account was changed from ${oldAddress} to another address on ${when.toUTCString()}.`
    : `The email address ${oldAddress} was removed from your ${appName} account on ${when.toUTCString()}.`;
  return {
    subject: replaced ? `Your ${appName} email address was changed` : `Your ${appName} email address was removed`,
    text: `${body}\n\n${advice(appName)}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(body)}</p><p style="color:#555">${escapeHtml(advice(appName))}</p></body></html>`,
  };
}

/** By SMS to the phone number that was replaced or removed; shorter, the same advice. */
export function renderPhoneChangedNotice(appName: string, replaced: boolean): { subject: string; text: string } {
  return {
    subject: `${appName} phone number ${replaced ? "changed" : "removed"}`,
    text: `This number was ${replaced ? "replaced on" : "removed from"} your ${appName} account. ${advice(appName)}`,
  };
}
