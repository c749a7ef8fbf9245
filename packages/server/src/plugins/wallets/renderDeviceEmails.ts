import { CODE_TTL_MS } from "@foyer/core";
import { escapeHtml } from "../../dev/escapeHtml.ts";

/**
 * The code a new device types into the wallet frame. It says where the code goes, because the one attack
 * left on this path is a page asking the user to type the code somewhere else.
 */
export function renderDeviceCodeEmail(appName: string, code: string): { subject: string; text: string; html: string } {
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  const warning =
    "Type it only into the wallet verification window of the app. Nobody from the app will ever ask you for it. If you did not ask for it, someone may be trying to use your wallet: do not share it.";
  return {
    subject: `Your ${appName} wallet verification code: ${code}`,
    text: `Your code to use your ${appName} wallet on a new device is ${code}.\n\nIt expires in ${minutes} minutes. ${warning}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p>Your code to use your ${escapeHtml(appName)} wallet on a new device is</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px">${code}</p>
<p style="color:#555">It expires in ${minutes} minutes. ${escapeHtml(warning)}</p>
</body></html>`,
  };
}

/** The same code by SMS, for a user with a phone number and no email; the same warning, shorter. */
export function renderDeviceCodeSms(appName: string, code: string): { subject: string; text: string } {
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  return {
    subject: `${appName} wallet verification code`,
    text: `${code} is your ${appName} code to use your wallet on a new device. It expires in ${minutes} minutes. Type it only into the app's wallet verification window; never share it.`,
  };
}

/** The notice sent to the user's email when a device was allowed to use a wallet after its creation. */
export function renderNewDeviceNotice(
  appName: string,
  address: string,
  when: Date,
): { subject: string; text: string; html: string } {
  const body = `Your ${appName} wallet ${address} was recovered on a new device on ${when.toUTCString()}.`;
  const advice =
    "If this was not you, sign in to the app, change your wallet's recovery method, and move your funds to a new wallet.";
  return {
    subject: `A new device recovered your ${appName} wallet`,
    text: `${body}\n\n${advice}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(body)}</p><p style="color:#555">${escapeHtml(advice)}</p></body></html>`,
  };
}
