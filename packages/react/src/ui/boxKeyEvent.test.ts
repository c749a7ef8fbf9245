import { describe, expect, it } from "vitest";
import { boxKeyEvent } from "./boxKeyEvent.ts";

describe("boxKeyEvent", () => {
  it("clears with Backspace and moves focus with the arrows", () => {
    expect(boxKeyEvent("Backspace", 3, "")).toEqual({ type: "backspace", index: 3 });
    expect(boxKeyEvent("Backspace", 3, "7")).toEqual({ type: "backspace", index: 3 });
    expect(boxKeyEvent("ArrowLeft", 2, "5")).toEqual({ type: "navigate", index: 1 });
    expect(boxKeyEvent("ArrowRight", 2, "")).toEqual({ type: "navigate", index: 3 });
  });

  it("types the digit the box holds again (no change event would come), and leaves other keys to typing", () => {
    expect(boxKeyEvent("5", 2, "5")).toEqual({ type: "input", index: 2, text: "5" });
    expect(boxKeyEvent("4", 2, "5")).toBeNull();
    expect(boxKeyEvent("4", 2, "")).toBeNull();
    expect(boxKeyEvent("a", 2, "")).toBeNull();
    expect(boxKeyEvent("Tab", 2, "5")).toBeNull();
  });
});
