/**
 * Wallet icons come from other scripts in the page (EIP-6963, Wallet Standard) or from a listing service,
 * so they are untrusted: only `data:image/...` and `https:` URLs are kept, and they are only ever used as an
 * <img> source (an SVG in an <img> cannot run script). Anything else answers null (the monogram is shown).
 */
export function safeIconUrl(icon: unknown): string | null {
  if (typeof icon !== "string" || icon.length > 200_000) return null;
  const value = icon.trim();
  if (/^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif)[;,]/i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
