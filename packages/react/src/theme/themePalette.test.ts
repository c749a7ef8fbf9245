import { DEFAULT_ACCENT_COLOR } from "@foyer/core/config";
import { ACCENT_CONTRAST_THRESHOLD } from "@foyer/core/constants";
import { describe, expect, it } from "vitest";
import { contrastRatio, parseHex, WHITE } from "./colorMath.ts";
import { accentForeground, paletteToCss, readableOn, themePalette } from "./themePalette.ts";

describe("themePalette", () => {
  it("uses white text on dark accents and dark text on light accents (threshold 3)", () => {
    expect(accentForeground(parseHex("#5b5ff0")!)).toEqual(WHITE);
    expect(accentForeground(parseHex("#ffcc00")!)).not.toEqual(WHITE);
    // #949494 has contrast ~3.03 with white: just above the threshold.
    expect(contrastRatio(parseHex("#949494")!, WHITE)).toBeGreaterThanOrEqual(ACCENT_CONTRAST_THRESHOLD);
    expect(accentForeground(parseHex("#949494")!)).toEqual(WHITE);
    // #959595 is just below it.
    expect(accentForeground(parseHex("#969696")!)).not.toEqual(WHITE);
  });

  it("keeps accent text readable on the background", () => {
    const bg = parseHex("#ffffff")!;
    const pale = parseHex("#ffe066")!;
    expect(contrastRatio(readableOn(pale, bg), bg)).toBeGreaterThanOrEqual(ACCENT_CONTRAST_THRESHOLD);
    const strong = parseHex("#3035d0")!;
    expect(readableOn(strong, bg)).toEqual(strong);
  });

  it("builds light, dark and custom-background palettes", () => {
    expect(themePalette("light").background).toBe("#ffffff");
    expect(themePalette("dark").background).toBe("#18191d");
    const navy = themePalette("#0b1020", "#ffcc00");
    expect(navy.foreground).toBe(themePalette("dark").foreground);
    expect(navy.background).toBe("#0b1020");
    expect(navy.accentForeground).toBe("#14161b");
    const cream = themePalette("#fdf6e3");
    expect(cream.foreground).toBe(themePalette("light").foreground);
    // An invalid accent falls back to the default one.
    expect(themePalette("light", "blue").accent).toBe(DEFAULT_ACCENT_COLOR.toLowerCase());
  });

  it("prints CSS variables", () => {
    expect(paletteToCss(themePalette("light"))).toContain("--foyer-accent-foreground:#ffffff;");
  });
});
