/** A small modal dialog in its own shadow root (styles isolated from the host page), for wallet UIs. */
export function walletDialog(name: string): { root: ShadowRoot; panel: HTMLDivElement; close: () => void } {
  const host = document.createElement("div");
  host.setAttribute("data-foyer-wallet-dialog", name);
  const root = host.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.textContent = `
    .backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:2147483646;font:14px/1.45 system-ui,sans-serif}
    .panel{background:#fff;color:#111827;border-radius:16px;padding:20px;width:400px;max-width:calc(100% - 24px);box-sizing:border-box;max-height:calc(100% - 24px);overflow:auto}
    h2{font-size:18px;margin:0 0 8px;text-align:center}
    p{margin:0 0 12px;text-align:center;color:#4b5563}
    pre{white-space:pre-wrap;word-break:break-word;max-height:310px;overflow:auto;background:#f3f4f6;border-radius:10px;padding:10px;margin:0 0 14px;font:13px ui-monospace,monospace}
    .row{display:flex;gap:8px}
    button{flex:1;padding:10px 12px;border-radius:10px;border:1px solid #d1d5db;background:#fff;font:inherit;cursor:pointer}
    button.primary{background:#4f46e5;border-color:#4f46e5;color:#fff}
    iframe{width:100%;height:320px;border:0;border-radius:10px;display:block;margin-bottom:12px}
  `;
  const backdrop = document.createElement("div");
  backdrop.className = "backdrop";
  const panel = document.createElement("div");
  panel.className = "panel";
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-modal", "true");
  backdrop.append(panel);
  root.append(style, backdrop);
  document.body.append(host);
  return { root, panel, close: () => host.remove() };
}
