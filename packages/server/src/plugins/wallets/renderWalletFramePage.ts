import type { WalletFramePageConfig } from "@foyer/core/embedded";

const escapeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/**
 * The HTML of the hidden frame, the export page or the verification page. `scripts`: its bundle's file name,
 * and the chunks that script imports at once, preloaded so that they download beside it, not after it.
 */
export function renderWalletFramePage(
  kind: "frame" | "export" | "verify",
  scripts: { script: string; preload: string[] },
  config: WalletFramePageConfig,
): string {
  const preload = scripts.preload.map((file) => `<link rel="modulepreload" href="/assets/wallet-frame/${file}">\n`);
  const title = { frame: "Foyer wallet", export: "Export wallet", verify: "Confirm it's really you" }[kind];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<script id="foyer-frame-config" type="application/json">${escapeJson(config)}</script>
${preload.join("")}<script type="module" src="/assets/wallet-frame/${scripts.script}"></script>
</head>
<body></body>
</html>
`;
}

/**
 * CSP of the frame pages: only our own scripts and API (plus the app's cloud recovery APIs), and framing only by the app's allowed origins
 * (so no other site can embed the export page and overlay it).
 */
export function walletFrameCsp(allowedOrigins: string[], connectOrigins: string[] = []): string {
  const ancestors = allowedOrigins.length ? allowedOrigins.join(" ") : "'none'";
  return [
    "default-src 'none'",
    // WebAssembly compilation only (Argon2id, hash-wasm); JavaScript eval stays forbidden.
    "script-src 'self' 'wasm-unsafe-eval'",
    // Besides our API, only the cloud recovery APIs the server configured (Drive, CloudKit).
    ["connect-src 'self'", ...connectOrigins].join(" "),
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}
