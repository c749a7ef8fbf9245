import { describe, expect, it } from "vitest";
import { validateCustomAccountType } from "./validateCustomAccountType.ts";

describe("validateCustomAccountType", () => {
  it.each(["custom:a", "custom:my_app", "custom:App-1", "custom:ABC_def-123"])("accepts %s", (type) => {
    expect(validateCustomAccountType(type)).toBe(true);
  });

  it.each([
    "custom:",
    "custom",
    "Custom:x",
    "custom:a b",
    "custom:é",
    "custom:a.b",
    "custom:a:b",
    "xcustom:a",
    " custom:a",
    "custom:a\n",
  ])("rejects %j", (type) => {
    expect(validateCustomAccountType(type)).toBe(false);
  });
});
