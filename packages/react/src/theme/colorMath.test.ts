import { describe, expect, it } from "vitest";
import { BLACK, contrastRatio, mix, parseHex, relativeLuminance, toHex, WHITE } from "./colorMath.ts";

describe("colorMath", () => {
  it("parses and prints hex colours", () => {
    expect(parseHex("#fff")).toEqual(WHITE);
    expect(parseHex("#5B5FF0")).toEqual({ r: 91, g: 95, b: 240 });
    expect(parseHex("5b5ff0")).toBeNull();
    expect(parseHex("#12345")).toBeNull();
    expect(parseHex("#5b5ff080")).toEqual({ r: 91, g: 95, b: 240 });
    expect(toHex({ r: 91, g: 95, b: 240 })).toBe("#5b5ff0");
    expect(toHex({ r: 300, g: -4, b: 15.6 })).toBe("#ff0010");
  });

  it("computes WCAG relative luminance and contrast", () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 10);
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 10);
    // Well-known reference: #777 on white is about 4.48.
    expect(contrastRatio(parseHex("#777777")!, WHITE)).toBeCloseTo(4.48, 2);
  });

  it("mixes colours", () => {
    expect(toHex(mix(BLACK, WHITE, 0.5))).toBe("#808080");
    expect(mix(BLACK, WHITE, 2)).toEqual(WHITE);
  });
});
