import type { CodeEntryEvent } from "@foyer/core/login";

/**
 * The code-entry event a key pressed in box `index` (holding `digit`, "" when empty) stands for, or null for a key
 * the box handles as typing. Backspace clears (the machine moves back from an empty box); the arrows move focus;
 * the digit the box already holds is typed again, since the value would not change and no change event would
 * move focus on (a box holds digits only, so no other key can match).
 *
 * @example boxKeyEvent("ArrowLeft", 2, "5") // { type: "navigate", index: 1 }
 */
export function boxKeyEvent(key: string, index: number, digit: string): CodeEntryEvent | null {
  if (key === "Backspace") return { type: "backspace", index };
  if (key === digit) return { type: "input", index, text: key };
  if (key === "ArrowLeft" || key === "ArrowRight") {
    return { type: "navigate", index: key === "ArrowLeft" ? index - 1 : index + 1 };
  }
  return null;
}
