import { ACCENT_CONTRAST_THRESHOLD } from "@foyer/core/login/constants";
import { BLACK, contrastRatio, mix, parseHex, type Rgb, relativeLuminance, toHex, WHITE } from "./colorMath.ts";
import type { ModalTheme } from "./modalPalette.ts";

/** Every colour the modal uses; each becomes a CSS variable `--foyer-<name>` on the shadow host. */
export interface ThemePalette {
  background: string;
  backgroundSubtle: string;
  backgroundHover: string;
  foreground: string;
  foregroundMuted: string;
  foregroundSubtle: string;
  border: string;
  borderStrong: string;
  backdrop: string;
  error: string;
  errorSubtle: string;
  success: string;
  successSubtle: string;
  accent: string;
  /** Text on an accent-filled button: whichever of the light/dark text colours reaches the contrast threshold. */
  accentForeground: string;
  accentHover: string;
  /** A faint accent tint (focus rings, chips). */
  accentSubtle: string;
  /** The accent used as text or outline on the background, adjusted until it reaches the contrast threshold. */
  accentText: string;
  shadow: string;
}

const LIGHT = {
  background: "#ffffff",
  backgroundSubtle: "#f4f5f7",
  foreground: "#14161b",
  foregroundMuted: "#575d6b",
  foregroundSubtle: "#878d9b",
  border: "#e4e6eb",
  error: "#d1303c",
  success: "#16925a",
};

const DARK = {
  background: "#18191d",
  backgroundSubtle: "#222429",
  foreground: "#f2f3f5",
  foregroundMuted: "#aab0bc",
  foregroundSubtle: "#7d8390",
  border: "#31343b",
  error: "#ff6b73",
  success: "#3ecf8e",
};

/** resolveConfig's DEFAULT_ACCENT_COLOR (themePalette.test.ts holds them equal): no accent draws as the default. */
const DEFAULT_ACCENT = "#6a6ff5";

/**
 * Picks the text colour for an accent-filled surface: light text when it reaches the contrast
 * threshold (ACCENT_CONTRAST_THRESHOLD = 3), else dark text.
 */
export function accentForeground(accent: Rgb, light: Rgb = WHITE, dark: Rgb = parseHex(LIGHT.foreground)!): Rgb {
  return contrastRatio(accent, light) >= ACCENT_CONTRAST_THRESHOLD ? light : dark;
}

/** Moves `color` toward black (light background) or white (dark background) until it contrasts enough with `background`. */
export function readableOn(color: Rgb, background: Rgb, threshold = ACCENT_CONTRAST_THRESHOLD): Rgb {
  const target = relativeLuminance(background) > 0.5 ? BLACK : WHITE;
  let current = color;
  for (let step = 1; step <= 10 && contrastRatio(current, background) < threshold; step++) {
    current = mix(color, target, step / 10);
  }
  return current;
}

/**
 * The full palette for a theme option ("light", "dark" or a hex background) and an accent colour.
 *
 * @example themePalette("dark", "#ffcc00").accentForeground // "#14161b" (yellow needs dark text)
 */
export function themePalette(theme: string, accentColor?: string | null): ThemePalette {
  const custom = theme !== "light" && theme !== "dark" ? parseHex(theme) : null;
  const dark = theme === "dark" || (custom !== null && relativeLuminance(custom) < 0.4);
  const base = dark ? DARK : LIGHT;
  const bg = custom ?? parseHex(base.background)!;
  const fg = parseHex(base.foreground)!;
  const toward = dark ? WHITE : BLACK;
  const accent = parseHex(accentColor ?? "") ?? parseHex(DEFAULT_ACCENT)!;
  const onAccent = accentForeground(accent);
  return {
    background: toHex(bg),
    backgroundSubtle: custom ? toHex(mix(bg, toward, dark ? 0.06 : 0.035)) : base.backgroundSubtle,
    backgroundHover: toHex(mix(bg, toward, dark ? 0.1 : 0.06)),
    foreground: base.foreground,
    foregroundMuted: base.foregroundMuted,
    foregroundSubtle: base.foregroundSubtle,
    border: custom ? toHex(mix(bg, toward, dark ? 0.14 : 0.1)) : base.border,
    borderStrong: toHex(mix(bg, fg, dark ? 0.3 : 0.24)),
    backdrop: dark ? "rgba(0, 0, 0, 0.6)" : "rgba(15, 17, 22, 0.42)",
    error: base.error,
    errorSubtle: toHex(mix(bg, parseHex(base.error)!, dark ? 0.16 : 0.08)),
    success: base.success,
    successSubtle: toHex(mix(bg, parseHex(base.success)!, dark ? 0.18 : 0.1)),
    accent: toHex(accent),
    accentForeground: toHex(onAccent),
    accentHover: toHex(mix(accent, onAccent === WHITE ? BLACK : WHITE, 0.12)),
    accentSubtle: toHex(mix(bg, accent, dark ? 0.22 : 0.12)),
    accentText: toHex(readableOn(accent, bg)),
    shadow: dark
      ? "0 24px 64px rgba(0, 0, 0, 0.55)"
      : "0 24px 64px rgba(17, 20, 28, 0.18), 0 2px 8px rgba(17, 20, 28, 0.06)",
  };
}

/** The palette as CSS declarations for `:host`, e.g. `--foyer-accent:#6a6ff5;`. */
export const paletteToCss = (palette: ThemePalette): string =>
  Object.entries(palette)
    .map(([key, value]) => `--foyer-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value};`)
    .join("");

// The last theme made: the modal asks on every draw, and a theme kept whole keeps its context's consumers still.
let last: { key: string; theme: ModalTheme } | null = null;

/**
 * The modal's theme for an appearance: its palette as declarations, and the colours a framed page takes (the
 * same object while the appearance stays).
 */
export function modalThemeOf(theme: string, accentColor?: string | null): ModalTheme {
  const key = `${theme} ${accentColor}`;
  if (last?.key !== key) {
    const palette = themePalette(theme, accentColor);
    last = { key, theme: { css: paletteToCss(palette), colors: palette } };
  }
  return last.theme;
}
