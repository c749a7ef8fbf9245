import { describe, expect, it } from "vitest";
import { t } from "./t.ts";

describe("t", () => {
  it("returns catalogue texts verbatim", () => {
    expect(t("landing.header")).toBe("Log in or sign up");
    expect(t("email.plusDisallowed")).toBe("Please enter a valid email address without a '+'.");
  });
  it("fills placeholders and leaves unknown ones", () => {
    expect(t("code.body", { email: "ada@example.com", app: "Acme" })).toBe(
      "Please check ada@example.com for an email from Acme and enter your code below.",
    );
    expect(t("code.body", { email: "x@y.z" })).toContain("{app}");
  });
});
