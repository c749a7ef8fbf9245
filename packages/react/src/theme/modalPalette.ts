import type { ThemePalette } from "./themePalette.ts";

/**
 * The light palette of the default accent (resolveConfig's DEFAULT_ACCENT_COLOR, and themePalette's for no
 * accent, before the app config arrived), written out: what themePalette computes for it (modalPalette.test.ts
 * holds them equal). The default modal so draws without the colour maths (issue 19).
 */
const DEFAULT_LIGHT: ThemePalette = {
  background: "#ffffff",
  backgroundSubtle: "#f4f5f7",
  backgroundHover: "#f0f0f0",
  foreground: "#14161b",
  foregroundMuted: "#575d6b",
  foregroundSubtle: "#878d9b",
  border: "#e4e6eb",
  borderStrong: "#c7c7c8",
  backdrop: "rgba(15, 17, 22, 0.42)",
  error: "#d1303c",
  errorSubtle: "#fbeeef",
  success: "#16925a",
  successSubtle: "#e8f4ef",
  accent: "#6a6ff5",
  accentForeground: "#ffffff",
  accentHover: "#5d62d8",
  accentSubtle: "#edeefe",
  accentText: "#6a6ff5",
  shadow: "0 24px 64px rgba(17, 20, 28, 0.18), 0 2px 8px rgba(17, 20, 28, 0.06)",
};

// The colour maths (themePalette.ts, with colorMath.ts), once loaded: loaded code, the same for every store.
let maths: typeof import("./themePalette.ts") | null = null;
// The last load of the maths failed (offline for a moment): the modal draws in the default palette meanwhile.
let failed = false;

/** Loads the colour maths that any appearance but the default one needs; settles either way. */
export function loadPaletteMaths(): Promise<void> {
  return import("./themePalette.ts").then(
    (m) => {
      maths = m;
    },
    (error: unknown) => {
      console.error("[foyer] could not load the theme's colour maths", error);
      failed = true;
    },
  );
}

/**
 * The modal's palette for an appearance (`themePalette`), or null while it needs the colour maths and they are
 * not loaded (`loadPaletteMaths`); the default one if they could not be.
 */
export function modalPalette(theme: string, accentColor?: string | null): ThemePalette | null {
  // No accent (before the app config arrived) draws as the default one, as in themePalette.
  if (theme === "light" && (accentColor?.toLowerCase() || DEFAULT_LIGHT.accent) === DEFAULT_LIGHT.accent) {
    return DEFAULT_LIGHT;
  }
  return maths?.themePalette(theme, accentColor) ?? (failed ? DEFAULT_LIGHT : null);
}

/** The palette as CSS declarations for `:host`, e.g. `--foyer-accent: #6a6ff5;`. */
export function paletteToCss(palette: ThemePalette): string {
  return Object.entries(palette)
    .map(([key, value]) => `--foyer-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join(" ");
}
