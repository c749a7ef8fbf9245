import { describe, expect, it } from "vitest";
import {
  generatePassword,
  passwordStrength,
  passwordStrengthScore,
  passwordStrengthText,
  validatePassword,
} from "./passwordStrength.ts";

describe("validatePassword (spec 001 §5)", () => {
  it("requires 6 characters, empty included", () => {
    expect(validatePassword("")).toBe("Password must be at least 6 characters");
    expect(validatePassword("abcde")).toBe("Password must be at least 6 characters");
    expect(validatePassword("abcdef")).toBeNull();
  });
  it("accepts letters, digits and every listed symbol", () => {
    expect(validatePassword("aZ09!@#$%^&*()-_+.")).toBeNull();
  });
  it("lists each offending character once, a space as SPACE", () => {
    expect(validatePassword("my pass word?")).toBe("Invalid characters used ( SPACE, ? )");
    expect(validatePassword("abc~def~=")).toBe("Invalid characters used ( ~, = )");
  });
  it("counts an emoji as one character", () => {
    expect(validatePassword("abcde😀")).toBe("Invalid characters used ( 😀 )");
    expect(validatePassword("abcd😀")).toBe("Password must be at least 6 characters");
  });
});

describe("passwordStrength", () => {
  it("labels invalid passwords Weak whatever their score", () => {
    expect(passwordStrengthScore("Correct Horse Battery Staple 1!")).toBeGreaterThan(0.9);
    expect(passwordStrength("Correct Horse Battery Staple 1!")).toBe("Weak");
  });
  it("gives no variety below 8 characters", () => {
    // 7 chars, all four classes: only the entropy part counts: 7*log2(95)/95*0.7
    expect(passwordStrengthScore("aB3!xY9")).toBeCloseTo(((7 * Math.log2(95)) / 95) * 0.7, 10);
    expect(passwordStrength("aB3!xY9")).toBe("Weak");
  });
  it("crosses Medium above 0.5 and Strong above 0.9", () => {
    expect(passwordStrength("abcdefgh")).toBe("Weak");
    // 12 lowercase letters: 0.3*(1/3) + 0.7*(12*log2 26/95) = 0.1 + 0.416 = 0.516
    expect(passwordStrengthScore("abcdefghijkl")).toBeCloseTo(0.1 + (0.7 * 12 * Math.log2(26)) / 95, 10);
    expect(passwordStrength("abcdefghijkl")).toBe("Medium");
    expect(passwordStrength("Abcdefgh1234!xyz")).toBe("Strong");
  });
  it("shows '--' before the field is touched", () => {
    expect(passwordStrengthText("", false)).toBe("Password Strength: --");
    // Typing counts as a touch: the label follows the keystrokes before the field loses focus.
    expect(passwordStrengthText("abc", false)).toBe("Password Strength: Weak");
    expect(passwordStrengthText("Abcdefgh1234!xyz", false)).toBe("Password Strength: Strong");
    expect(passwordStrengthText("Abcdefgh1234!xyz", true)).toBe("Password Strength: Strong");
  });
});

describe("generatePassword", () => {
  it("is 4 capitalised words, valid and Strong", () => {
    for (let i = 0; i < 20; i++) {
      const p = generatePassword();
      expect(p.split("-")).toHaveLength(4);
      expect(p).toMatch(/^([A-Z][a-z]+-){3}[A-Z][a-z]+$/);
      expect(validatePassword(p)).toBeNull();
      expect(passwordStrength(p)).toBe("Strong");
    }
  });
  it("rejects values that would bias the draw", () => {
    const values = [0xffff_ffff, 0, 1, 2, 3];
    const p = generatePassword((b) => {
      b[0] = values.shift() ?? 0;
      return b;
    });
    expect(p).toBe("Acorn-Amber-Anchor-Apple");
  });
});
