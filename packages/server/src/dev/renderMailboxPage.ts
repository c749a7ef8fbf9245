import type { MailboxEntry } from "../delivery/DevMailbox.ts";
import { escapeHtml } from "./escapeHtml.ts";

/** The dev mailbox page: every captured message, newest first, code in large type; refreshes itself. */
export function renderMailboxPage(entries: MailboxEntry[], filter?: string): string {
  const items = entries
    .map(
      (entry) => `<li>
  <div class="meta">${escapeHtml(entry.channel)} to <b>${escapeHtml(entry.to)}</b> · <time>${escapeHtml(entry.created_at)}</time></div>
  ${entry.code ? `<div class="code">${escapeHtml(entry.code)}</div>` : ""}
  <div class="subject">${escapeHtml(entry.subject)}</div>
  <pre>${escapeHtml(entry.text)}</pre>
</li>`,
    )
    .join("\n");
  const title = filter ? `Dev mailbox: ${escapeHtml(filter)}` : "Dev mailbox";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3">
<title>${title} · Foyer</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; color: #111; background: #fafafa; }
  h1 { font-size: 1.4rem; } p.hint { color: #555; }
  ul { list-style: none; padding: 0; }
  li { background: #fff; border: 1px solid #ddd; border-radius: 10px; padding: 1rem 1.2rem; margin-bottom: 1rem; }
  .meta { color: #555; font-size: .85rem; }
  .code { font-size: 2.4rem; font-weight: 700; letter-spacing: .4rem; margin: .4rem 0; font-variant-numeric: tabular-nums; }
  .subject { font-weight: 600; }
  pre { white-space: pre-wrap; font-family: inherit; color: #333; }
</style>
</head>
<body>
<h1>${title}</h1>
<p class="hint">Every email and SMS the server sent in development, newest first. This page refreshes every 3 seconds.
JSON: <a href="/dev/mailbox.json">/dev/mailbox.json?to=&lt;address&gt;</a></p>
${entries.length ? `<ul>\n${items}\n</ul>` : "<p>No messages yet. Ask for a login code in the app.</p>"}
</body>
</html>`;
}
