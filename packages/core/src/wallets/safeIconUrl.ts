const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif)(;[^,]*)?,/i;
/** An SVG document whose root element holds nothing (`<svg .../>`, `<svg ...></svg>`): it draws nothing. */
const EMPTY_SVG = /^\s*(<\?xml[^>]*\?>\s*)?<svg\b[^>]*(\/>|>\s*<\/svg>)\s*$/i;

/** Whether a data URL's payload can draw anything: not empty, and not an SVG with nothing inside. */
function drawsSomething(payload: string, svg: boolean, base64: boolean): boolean {
  if (payload.trim() === "") return false;
  if (!svg) return true;
  try {
    return !EMPTY_SVG.test(base64 ? atob(payload) : decodeURIComponent(payload));
  } catch {
    return false; // not decodable: a broken image
  }
}

/**
 * Wallet icons come from other scripts in the page (EIP-6963, Wallet Standard) or from a listing service,
 * so they are untrusted: only `data:image/...` and `https:` URLs are kept, and they are only ever used as an
 * <img> source (an SVG in an <img> cannot run script). Anything else answers null (the monogram is shown), as
 * does a data URL that would show a blank square: no payload, or an SVG with nothing in it.
 */
export function safeIconUrl(icon: unknown): string | null {
  if (typeof icon !== "string" || icon.length > 200_000) return null;
  const value = icon.trim();
  const data = DATA_IMAGE.exec(value);
  if (data) {
    const base64 = /;base64$/i.test(data[2] ?? "");
    return drawsSomething(value.slice(data[0].length), data[1]?.toLowerCase() === "svg+xml", base64) ? value : null;
  }
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
