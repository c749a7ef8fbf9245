import { describe, expect, it } from "vitest";
import { readBoxInput } from "./readBoxInput.ts";

describe("readBoxInput", () => {
  it("returns a single typed character", () => {
    expect(readBoxInput("", "4")).toBe("4");
    expect(readBoxInput("4", "5")).toBe("5");
    expect(readBoxInput("4", "")).toBe("");
  });
  it("drops the previous digit when the caret was beside it", () => {
    expect(readBoxInput("3", "37")).toBe("7");
    expect(readBoxInput("3", "73")).toBe("7");
  });
  it("passes whole codes through (autofill)", () => {
    expect(readBoxInput("", "123456")).toBe("123456");
    expect(readBoxInput("1", "123456")).toBe("123456");
  });
});
