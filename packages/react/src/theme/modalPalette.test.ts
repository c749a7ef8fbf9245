import { DEFAULT_ACCENT_COLOR } from "@foyer/core/config";
import { describe, expect, it } from "vitest";
import { loadPaletteMaths, modalPalette } from "./modalPalette.ts";
import { themePalette } from "./themePalette.ts";

// The default appearance's palette is written out so that the default modal draws without the colour maths
// (issue 19): it must be exactly what the maths compute, key order included (the :host declarations).
describe("modalPalette", () => {
  it("answers the default appearance, and the one before the config, without the maths", () => {
    for (const accent of [DEFAULT_ACCENT_COLOR, DEFAULT_ACCENT_COLOR.toLowerCase(), undefined, null, ""]) {
      const written = modalPalette("light", accent);
      expect(written).toEqual(themePalette("light", accent));
      expect(Object.keys(written ?? {})).toEqual(Object.keys(themePalette("light", accent)));
    }
  });

  it("needs the maths for any other appearance, and answers with them once loaded", async () => {
    expect(modalPalette("dark", DEFAULT_ACCENT_COLOR)).toBeNull();
    expect(modalPalette("light", "#ffcc00")).toBeNull();
    await loadPaletteMaths();
    expect(modalPalette("dark", DEFAULT_ACCENT_COLOR)).toEqual(themePalette("dark", DEFAULT_ACCENT_COLOR));
    expect(modalPalette("#0b1020", "#ffcc00")).toEqual(themePalette("#0b1020", "#ffcc00"));
  });
});
