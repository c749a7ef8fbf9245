import type { ThemePalette } from "./themePalette.ts";

/**
 * A wallet-origin page's URL carrying the modal's colours, so the page framed in the card is drawn with the
 * same theme: `accent`, `background` and `foreground` as hex in its query (the export page's query, spec
 * 001 §7), replacing any given. The fragment (which may carry the access token) is kept as it is.
 *
 * @example themedFrameUrl("https://w.example/export?v=1#token=t", palette) // "...?v=1&accent=%23...&background=...#token=t"
 */
export function themedFrameUrl(
  url: string,
  palette: Pick<ThemePalette, "accent" | "background" | "foreground">,
): string {
  const parsed = new URL(url);
  parsed.searchParams.set("accent", palette.accent);
  parsed.searchParams.set("background", palette.background);
  parsed.searchParams.set("foreground", palette.foreground);
  return parsed.toString();
}
