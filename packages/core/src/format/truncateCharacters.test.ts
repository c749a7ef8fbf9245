import { describe, expect, it } from "vitest";
import { truncateCharacters } from "./truncateCharacters.ts";

describe("truncateCharacters", () => {
  it("keeps short text as it is and cuts long text at a character, never inside one", () => {
    expect(truncateCharacters("Hello", 10)).toBe("Hello");
    expect(truncateCharacters("🦊".repeat(5), 3)).toBe("🦊🦊🦊");
    expect(truncateCharacters(`a${"🦊".repeat(5)}`, 2)).toBe("a🦊");
  });
});
