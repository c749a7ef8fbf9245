import { describe, expect, it } from "vitest";
import type { AppRecord } from "./AppService.ts";
import { checkRedirectUrl } from "./checkRedirectUrl.ts";

const app = { allowedOrigins: ["https://app.example", "http://localhost:5173"] } as unknown as AppRecord;

describe("checkRedirectUrl (OAuth, SSO and recovery OAuth)", () => {
  it("accepts any path on an allowed origin and returns the URL unchanged", () => {
    expect(checkRedirectUrl(app, "https://app.example/callback?x=1")).toBe("https://app.example/callback?x=1");
    expect(checkRedirectUrl(app, "http://localhost:5173/")).toBe("http://localhost:5173/");
  });

  it.each([
    ["another origin", "https://evil.example/callback"],
    ["a look-alike host", "https://app.example.evil.example/"],
    ["another port", "https://app.example:8443/"],
    ["credentials", "https://user:pass@app.example/"],
    ["a fragment", "https://app.example/cb#token"],
    ["an empty fragment", "https://app.example/cb#"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative URL", "/callback"],
  ])("refuses %s with invalid_data", (_, url) => {
    expect(() => checkRedirectUrl(app, url)).toThrow(expect.objectContaining({ code: "invalid_data" }));
  });
});
