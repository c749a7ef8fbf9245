import type { LoginMethod } from "@foyer/core/config";
import { beforeAll, describe, expect, it } from "vitest";
import { builtinEntryCatalog, loadBuiltinEntries } from "../../methods/builtinEntryCatalog.ts";
import type { EntryCatalog } from "../../methods/entryCatalogOf.ts";
import { buildLoginEntries } from "./buildLoginEntries.ts";

const names = new Set<LoginMethod>(["email", "sms", "google", "twitter", "discord", "github", "apple"]);
/** The built-in entries, limited to `names`. */
const all: EntryCatalog = {
  ...builtinEntryCatalog,
  methodOf: (name) => (names.has(name as LoginMethod) ? builtinEntryCatalog.methodOf(name) : undefined),
};

// The OAuth, Telegram and Farcaster entries answer once their parts are loaded (the modal loads them first).
beforeAll(loadBuiltinEntries);

describe("buildLoginEntries", () => {
  it("marks the OAuth provider remembered as <provider>_oauth as recent", () => {
    const r = buildLoginEntries(["email", "google", "github"], { accountType: "github_oauth" }, builtinEntryCatalog);
    expect(r.visible.find((e) => e.recent)?.method).toBe("github");
  });

  it("renders only methods the modal implements", () => {
    // Every method listed here has a client flow: all are rendered.
    expect(
      buildLoginEntries(["wallet", "google", "email", "farcaster", "telegram"], null, builtinEntryCatalog),
    ).toEqual({
      visible: [
        { method: "wallet", recent: false },
        { method: "google", recent: false },
        { method: "email", recent: false },
        { method: "farcaster", recent: false },
        { method: "telegram", recent: false },
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
    expect(buildLoginEntries(["email"], { accountType: "email" }, builtinEntryCatalog).visible[0]?.recent).toBe(true);
    expect(buildLoginEntries(["sms"], { accountType: "phone" }, all).visible[0]?.recent).toBe(true);
  });
});
