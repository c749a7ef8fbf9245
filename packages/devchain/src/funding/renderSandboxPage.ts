import { escapeHtml } from "./startHttpStandIn.ts";

/**
 * The pages a sandbox provider shows in its popup: a title, lines of facts, an optional error, and a form
 * whose buttons post back (each button's `name=action`). `closeAfterMs` closes the popup like a provider's
 * success page does. The markup carries data-testid hooks for the browser journeys.
 */
export function renderSandboxPage(page: {
  provider: string;
  title: string;
  lines?: string[];
  error?: string | null;
  form?: {
    action: string;
    hidden: Record<string, string>;
    amount?: string;
    buttons: { value: string; label: string }[];
  };
  closeAfterMs?: number;
}): string {
  const lines = (page.lines ?? []).map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  const error = page.error
    ? `<p role="alert" data-testid="sandbox-error" class="error">${escapeHtml(page.error)}</p>`
    : "";
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(page.form.hidden)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join("")}${
        page.form.amount !== undefined
          ? `<label>Amount <input name="amount" data-testid="sandbox-amount" inputmode="decimal" value="${escapeHtml(page.form.amount)}"></label>`
          : ""
      }${page.form.buttons
        .map(
          (button) =>
            `<button type="submit" name="action" value="${escapeHtml(button.value)}" data-testid="sandbox-${escapeHtml(button.value)}">${escapeHtml(button.label)}</button>`,
        )
        .join("")}</form>`
    : "";
  const close =
    page.closeAfterMs === undefined ? "" : `<script>setTimeout(() => window.close(), ${page.closeAfterMs});</script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:360px;margin:32px auto;padding:0 16px;color:#111}
small{color:#666}.error{color:#b00020}label{display:block;margin:16px 0}input{font-size:16px;padding:8px;width:100%;box-sizing:border-box}
button{font-size:16px;padding:10px 16px;margin:8px 8px 0 0;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button[value=pay]{background:#0052ff;color:#fff;border-color:#0052ff}
</style></head><body><small>${escapeHtml(page.provider)} · local sandbox, no real money</small><h1>${escapeHtml(page.title)}</h1>${lines}${error}${form}${close}</body></html>`;
}
