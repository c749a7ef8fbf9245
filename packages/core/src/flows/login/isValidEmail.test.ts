import { describe, expect, it } from "vitest";
import { isValidEmail } from "./isValidEmail.ts";

describe("isValidEmail", () => {
  it("accepts ordinary addresses", () => {
    for (const e of ["ada@example.com", "a.b+c@sub.example.co.uk", " x@y.io "]) expect(isValidEmail(e)).toBe(true);
  });
  it("rejects malformed ones", () => {
    for (const e of ["", "ada", "ada@", "@example.com", "ada@example", "a b@example.com", "a@@b.com", "a@b..com"])
      expect(isValidEmail(e)).toBe(false);
  });
});
