import type { LoginMethod } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { buildLoginEntries } from "./buildLoginEntries.ts";

const all = new Set<LoginMethod>(["email", "sms", "google", "twitter", "discord", "github", "apple"]);

describe("buildLoginEntries", () => {
  it("renders only methods the modal implements", () => {
    expect(buildLoginEntries(["google", "email", "sms"], null)).toEqual({
      visible: [
        { method: "email", recent: false },
        { method: "sms", recent: false },
      ],
      overflow: [],
    });
  });

  it("shows up to five entries", () => {
    const r = buildLoginEntries(["email", "sms", "google", "twitter", "discord"], null, all);
    expect(r.visible).toHaveLength(5);
    expect(r.overflow).toEqual([]);
  });

  it("with more than five shows four plus an overflow", () => {
    const r = buildLoginEntries(["email", "sms", "google", "twitter", "discord", "github"], null, all);
    expect(r.visible.map((e) => e.method)).toEqual(["email", "sms", "google", "twitter"]);
    expect(r.overflow.map((e) => e.method)).toEqual(["discord", "github"]);
  });

  it("marks the recent method and keeps it visible", () => {
    const r = buildLoginEntries(
      ["email", "sms", "google", "twitter", "discord", "github"],
      { accountType: "github_oauth" },
      all,
    );
    expect(r.visible.map((e) => e.method)).toEqual(["email", "sms", "google", "github"]);
    expect(r.visible.at(-1)?.recent).toBe(true);
    expect(r.overflow.map((e) => e.method)).toEqual(["twitter", "discord"]);
    expect(buildLoginEntries(["email"], { accountType: "email" }).visible[0]?.recent).toBe(true);
    expect(buildLoginEntries(["sms"], { accountType: "phone" }, all).visible[0]?.recent).toBe(true);
  });
});
