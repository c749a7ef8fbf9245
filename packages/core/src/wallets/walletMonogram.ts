/**
 * A wallet's icon when it gives none of its own: a rounded square in its brand colour with its initial,
 * as an SVG data URL (an <img> source, so it can never run script).
 */
export function walletMonogram(name: string, color: string): string {
  const initial = (name.trim()[0] ?? "?").toUpperCase().replace(/[^A-Z0-9]/, "?");
  const fill = /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : "#888888";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/>` +
    `<text x="16" y="21.5" font-family="system-ui,sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
