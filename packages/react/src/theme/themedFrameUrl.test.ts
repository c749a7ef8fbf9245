import { describe, expect, it } from "vitest";
import { themedFrameUrl } from "./themedFrameUrl.ts";
import { themePalette } from "./themePalette.ts";

describe("themedFrameUrl", () => {
  it("passes the modal's colours in the query and keeps the token fragment", () => {
    const dark = themePalette("dark", "#ff9900");
    const url = themedFrameUrl(
      "http://127.0.0.1:8788/apps/a/embedded-wallets/export?v=1&accent=%234f46e5#token=abc",
      dark,
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get("accent")).toBe("#ff9900");
    expect(parsed.searchParams.get("background")).toBe(dark.background);
    expect(parsed.searchParams.get("foreground")).toBe(dark.foreground);
    expect(parsed.searchParams.getAll("accent")).toHaveLength(1);
    expect(parsed.searchParams.get("v")).toBe("1");
    expect(parsed.hash).toBe("#token=abc");
  });
});
