import { DEFAULT_ACCENT_COLOR } from "@foyer/core/config";
import { describe, expect, it } from "vitest";
import { loadPaletteMaths, modalTheme } from "./modalPalette.ts";
import { modalThemeOf, paletteToCss, themePalette } from "./themePalette.ts";

// The default appearance's theme is written out so that the default modal draws without the colour maths
// (issue 19): it must be exactly what the maths compute, declaration order included (the :host declarations).
describe("modalTheme", () => {
  it("answers the default appearance, and the one before the config, without the maths", () => {
    expect(modalTheme()).toBe(modalTheme({ theme: "light", accentColor: DEFAULT_ACCENT_COLOR }));
    for (const accent of [DEFAULT_ACCENT_COLOR, DEFAULT_ACCENT_COLOR.toLowerCase(), undefined, null, ""]) {
      const written = modalTheme({ theme: "light", accentColor: accent });
      const palette = themePalette("light", accent);
      expect(written?.css).toBe(paletteToCss(palette));
      expect(written?.colors).toEqual({
        accent: palette.accent,
        background: palette.background,
        foreground: palette.foreground,
      });
    }
  });

  it("needs the maths for any other appearance, and answers with them once loaded", async () => {
    expect(modalTheme({ theme: "dark", accentColor: DEFAULT_ACCENT_COLOR })).toBeNull();
    expect(modalTheme({ theme: "light", accentColor: "#ffcc00" })).toBeNull();
    await loadPaletteMaths();
    expect(modalTheme({ theme: "dark", accentColor: DEFAULT_ACCENT_COLOR })).toEqual(
      modalThemeOf("dark", DEFAULT_ACCENT_COLOR),
    );
    expect(modalTheme({ theme: "#0b1020", accentColor: "#ffcc00" })?.css).toBe(
      paletteToCss(themePalette("#0b1020", "#ffcc00")),
    );
    expect(modalTheme({ theme: "#0b1020", accentColor: "#ffcc00" })?.colors.accent).toBe("#ffcc00");
    // The same object while the appearance stays: the modal asks on every draw, and its context keeps still.
    const dark = { theme: "dark", accentColor: "#ffcc00" };
    expect(modalTheme(dark)).toBe(modalTheme(dark));
  });
});
