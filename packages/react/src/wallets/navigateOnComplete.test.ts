import { describe, expect, it } from "vitest";
import { navigateTarget } from "./navigateOnComplete.ts";

describe("onCompleteNavigateTo", () => {
  const page = "https://app.example/login?x=1";
  it("follows a path or a URL of the page's own origin", () => {
    expect(navigateTarget("/portfolio", page)).toBe("https://app.example/portfolio");
    expect(navigateTarget("wallets?tab=1", page)).toBe("https://app.example/wallets?tab=1");
    expect(navigateTarget("https://app.example/done#top", page)).toBe("https://app.example/done#top");
  });
  it("never another origin or a script URL", () => {
    expect(navigateTarget("https://evil.example/", page)).toBeNull();
    expect(navigateTarget("//evil.example/x", page)).toBeNull();
    expect(navigateTarget("javascript:alert(1)", page)).toBeNull();
    expect(navigateTarget("http://app.example/", page)).toBeNull();
  });
});
