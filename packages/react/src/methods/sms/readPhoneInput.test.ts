import { describe, expect, it } from "vitest";
import { countryOptions, toCountryCode } from "./countryOptions.ts";
import { readPhoneInput } from "./readPhoneInput.ts";

describe("readPhoneInput", () => {
  it("formats as the user types and qualifies valid numbers", () => {
    const partial = readPhoneInput("2015550", "US");
    expect(partial.rawPhoneNumber).toBe("(201) 555-0");
    expect(partial.isValid).toBe(false);
    const full = readPhoneInput("2015550123", "US");
    expect(full).toMatchObject({
      rawPhoneNumber: "(201) 555-0123",
      qualifiedPhoneNumber: "+12015550123",
      isValid: true,
    });
  });

  it("uses the selected country's national format", () => {
    const gb = readPhoneInput("07400123456", "GB");
    expect(gb.rawPhoneNumber).toBe("07400 123456");
    expect(gb).toMatchObject({ qualifiedPhoneNumber: "+447400123456", isValid: true, countryCode: "GB" });
  });

  it("rejects numbers that are too short", () => {
    expect(readPhoneInput("12", "US").isValid).toBe(false);
  });
});

describe("countryOptions", () => {
  it("lists countries with calling codes and falls back to US", () => {
    const gb = countryOptions("en").find((c) => c.code === "GB");
    expect(gb).toEqual({ code: "GB", name: "United Kingdom", callingCode: "44" });
    expect(toCountryCode("gb")).toBe("GB");
    expect(toCountryCode("XX")).toBe("US");
  });
});
