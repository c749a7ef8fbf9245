import { CODE_TTL_MS } from "@foyer/core";
import { escapeHtml } from "../../dev/escapeHtml.ts";

/** The login-code email: the code is in the subject and the body so it is readable from a notification. */
export function renderCodeEmail(appName: string, code: string): { subject: string; text: string; html: string } {
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  const name = escapeHtml(appName);
  return {
    subject: `Your ${appName} login code: ${code}`,
    text: `Your login code for ${appName} is ${code}.\n\nIt expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p>Your login code for ${name} is</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px">${code}</p>
<p style="color:#555">It expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.</p>
</body></html>`,
  };
}
