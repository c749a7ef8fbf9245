import type { LoginMethod } from "@foyer/core/config";
import { beforeAll, describe, expect, it } from "vitest";
import { builtinEntryCatalog, loadBuiltinEntries } from "../../methods/builtinEntryCatalog.ts";
import type { EntryCatalog } from "../../methods/entryCatalogOf.ts";
import { splitLoginEntries } from "./buildLandingEntries.ts";
import { buildLoginEntries } from "./buildLoginEntries.ts";

const names = new Set<LoginMethod>(["email", "sms", "google", "twitter", "discord", "github", "apple"]);
/** The built-in entries, limited to `names`. */
const all: EntryCatalog = {
  ...builtinEntryCatalog,
  methodOf: (name) => (names.has(name as LoginMethod) ? builtinEntryCatalog.methodOf(name) : undefined),
};

/** The entries of `methods`, laid out by the five-entry rule. */
const layout = (methods: string[], recent: { accountType: string } | null, catalog: EntryCatalog) =>
  splitLoginEntries(buildLoginEntries(methods, recent, catalog));

// The OAuth, Telegram and Farcaster entries answer once their parts are loaded (the modal loads them first).
beforeAll(loadBuiltinEntries);

describe("buildLoginEntries", () => {
  it("marks the OAuth provider remembered as <provider>_oauth as recent", () => {
    const r = buildLoginEntries(["email", "google", "github"], { accountType: "github_oauth" }, builtinEntryCatalog);
    expect(r.find((e) => e.recent)?.method).toBe("github");
  });

  it("renders only methods the modal implements", () => {
    // Every method listed here has a client flow: all are rendered.
    expect(
      buildLoginEntries(["wallet", "google", "email", "farcaster", "telegram"], null, builtinEntryCatalog),
    ).toEqual([
      { method: "wallet", recent: false },
      { method: "google", recent: false },
      { method: "email", recent: false },
      { method: "farcaster", recent: false },
      { method: "telegram", recent: false },
    ]);
    expect(buildLoginEntries(["email", "instagram"], null, all).map((e) => e.method)).toEqual(["email"]);
  });

  it("leaves the wallet out in wallet-first mode (the wallet list is drawn above the entries)", () => {
    expect(buildLoginEntries(["wallet", "email"], null, builtinEntryCatalog, true)).toEqual([
      { method: "email", recent: false },
    ]);
  });

  it("adds the host's own methods' entries after the configured ones, once each", () => {
    const host: EntryCatalog = {
      ...builtinEntryCatalog,
      methodOf: (name) =>
        name === "magic_word" ? builtinEntryCatalog.methodOf("email") : builtinEntryCatalog.methodOf(name),
      extraEntries: ["magic_word", "email"],
    };
    expect(buildLoginEntries(["email", "google"], null, host).map((e) => e.method)).toEqual([
      "email",
      "google",
      "magic_word",
    ]);
  });
});

describe("splitLoginEntries (the five-entry rule)", () => {
  it("shows up to five entries", () => {
    const r = layout(["email", "sms", "google", "twitter", "discord"], null, all);
    expect(r.visible).toHaveLength(5);
    expect(r.overflow).toEqual([]);
  });

  it("with more than five shows four plus an overflow", () => {
    const r = layout(["email", "sms", "google", "twitter", "discord", "github"], null, all);
    expect(r.visible.map((e) => e.method)).toEqual(["email", "sms", "google", "twitter"]);
    expect(r.overflow.map((e) => e.method)).toEqual(["discord", "github"]);
  });

  it("marks the recent method and keeps it visible", () => {
    const r = layout(["email", "sms", "google", "twitter", "discord", "github"], { accountType: "github_oauth" }, all);
    expect(r.visible.map((e) => e.method)).toEqual(["email", "sms", "google", "github"]);
    expect(r.visible.at(-1)?.recent).toBe(true);
    expect(r.overflow.map((e) => e.method)).toEqual(["twitter", "discord"]);
    expect(layout(["email"], { accountType: "email" }, builtinEntryCatalog).visible[0]?.recent).toBe(true);
    expect(layout(["sms"], { accountType: "phone" }, all).visible[0]?.recent).toBe(true);
  });
});
