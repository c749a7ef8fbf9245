import type { ThemePalette } from "./themePalette.ts";

/** The colours a wallet-origin page framed in the modal is drawn with (theme/themedFrameUrl.ts). */
export type FrameColors = Pick<ThemePalette, "accent" | "background" | "foreground">;

/**
 * What the modal is drawn with: its palette as the shadow host's declarations (`--foyer-<name>:<colour>;`, the
 * variables modalStyles.ts reads) and the colours of a wallet-origin page framed in it (shell/EmbeddedFrame.tsx).
 */
export interface ModalTheme {
  css: string;
  colors: FrameColors;
}

/** What the theme is made from: the app's appearance (`theme`: "light", "dark" or a background colour). */
type Appearance = { theme: string; accentColor?: string | null };

/**
 * The light theme of the default accent (resolveConfig's DEFAULT_ACCENT_COLOR, and themePalette's for no accent,
 * before the app config arrived), written out as declarations: what the colour maths compute for it
 * (modalPalette.test.ts holds them equal). The default modal so draws without the maths and without turning
 * an object into CSS (issue 19).
 */
const DEFAULT_LIGHT: ModalTheme = {
  css:
    "--foyer-background:#ffffff;" +
    "--foyer-background-subtle:#f4f5f7;" +
    "--foyer-background-hover:#f0f0f0;" +
    "--foyer-foreground:#14161b;" +
    "--foyer-foreground-muted:#575d6b;" +
    "--foyer-foreground-subtle:#878d9b;" +
    "--foyer-border:#e4e6eb;" +
    "--foyer-border-strong:#c7c7c8;" +
    "--foyer-backdrop:rgba(15, 17, 22, 0.42);" +
    "--foyer-error:#d1303c;" +
    "--foyer-error-subtle:#fbeeef;" +
    "--foyer-success:#16925a;" +
    "--foyer-success-subtle:#e8f4ef;" +
    "--foyer-accent:#6a6ff5;" +
    "--foyer-accent-foreground:#ffffff;" +
    "--foyer-accent-hover:#5d62d8;" +
    "--foyer-accent-subtle:#edeefe;" +
    "--foyer-accent-text:#6a6ff5;" +
    "--foyer-shadow:0 24px 64px rgba(17, 20, 28, 0.18), 0 2px 8px rgba(17, 20, 28, 0.06);",
  colors: { accent: "#6a6ff5", background: "#ffffff", foreground: "#14161b" },
};

// The colour maths (themePalette.ts, with colorMath.ts), once loaded: loaded code, the same for every store.
let maths: typeof import("./themePalette.ts") | null = null;
// The last load of the maths failed (offline for a moment): the modal draws in the default theme meanwhile.
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
 * The modal's theme for an appearance (themePalette.ts' `modalThemeOf`), or null while it needs the colour maths
 * and they are not loaded (`loadPaletteMaths`); the default one if they could not be, and before the app's
 * configuration arrived.
 */
export function modalTheme({ theme, accentColor }: Appearance = { theme: "light" }): ModalTheme | null {
  // No accent draws as the default one, as in themePalette.
  if (
    theme === "light" &&
    (accentColor?.toLowerCase() || DEFAULT_LIGHT.colors.accent) === DEFAULT_LIGHT.colors.accent
  ) {
    return DEFAULT_LIGHT;
  }
  return maths?.modalThemeOf(theme, accentColor) ?? (failed ? DEFAULT_LIGHT : null);
}
