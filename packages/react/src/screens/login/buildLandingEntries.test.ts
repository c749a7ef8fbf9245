import type { LoginMethod } from "@foyer/core/config";
import { beforeAll, describe, expect, it } from "vitest";
import { builtinEntryCatalog, loadBuiltinEntries } from "../../methods/builtinEntryCatalog.ts";
import { buildLandingEntries as buildWith, landingEntryKey } from "./buildLandingEntries.ts";
import { buildLoginEntries } from "./buildLoginEntries.ts";

/** The layout over the built-in methods' catalogue, with the login methods' entries the landing gives it. */
const buildLandingEntries = (input: Omit<Parameters<typeof buildWith>[0], "catalog" | "entries">) =>
  buildWith({
    catalog: builtinEntryCatalog,
    entries: buildLoginEntries(input.methods, input.recent, builtinEntryCatalog, input.showWalletLoginFirst),
    ...input,
  });

const keys = (entries: Parameters<typeof landingEntryKey>[0][]) => entries.map(landingEntryKey);

const custom = (provider: string, enabled = true) => ({
  provider,
  provider_display_name: provider.slice("custom:".length).toUpperCase(),
  provider_icon_url: null,
  enabled,
});

// The OAuth, Telegram and Farcaster entries answer once their parts are loaded (the modal loads them first).
beforeAll(loadBuiltinEntries);

describe("buildLandingEntries", () => {
  it("adds a button per enabled custom OAuth provider after the login methods, before cross-app and SSO", () => {
    const r = buildLandingEntries({
      methods: ["email"],
      recent: { accountType: "custom:acme_oauth" },
      customOAuthProviders: [custom("custom:acme"), custom("custom:off", false)],
      crossAppProviders: ["beta"],
      sso: true,
    });
    expect(keys(r.visible)).toEqual(["email", "custom:acme", "cross-app:beta", "sso"]);
    expect(r.visible[1]).toEqual({
      kind: "customOAuth",
      provider: "custom:acme",
      label: "ACME",
      iconUrl: null,
      recent: true,
    });
  });

  it("counts custom OAuth providers as socials for 'Other socials'", () => {
    const r = buildLandingEntries({
      methods: ["email", "sms", "passkey", "google"],
      recent: null,
      customOAuthProviders: [custom("custom:acme"), custom("custom:beta")],
    });
    expect(keys(r.overflow)).toEqual(["custom:acme", "custom:beta"]);
    expect(r.otherSocials).toBe(true);
  });

  it("puts cross-app and SSO buttons after the login methods when all fit in five", () => {
    const r = buildLandingEntries({
      methods: ["email", "google"],
      recent: null,
      crossAppProviders: ["acme"],
      sso: true,
    });
    expect(keys(r.visible)).toEqual(["email", "google", "cross-app:acme", "sso"]);
    expect(r.overflow).toEqual([]);
    expect(r.otherSocials).toBe(false);
  });

  it("counts cross-app and SSO in the five-entry limit: four plus the overflow", () => {
    const r = buildLandingEntries({
      methods: ["email", "google", "apple", "wallet"],
      recent: null,
      crossAppProviders: ["acme"],
      sso: true,
    });
    expect(keys(r.visible)).toEqual(["email", "google", "apple", "wallet"]);
    expect(keys(r.overflow)).toEqual(["cross-app:acme", "sso"]);
    // SSO is no social: the overflow reads "More options".
    expect(r.otherSocials).toBe(false);
  });

  it("reads 'Other socials' when the overflow holds only socials and cross-app buttons", () => {
    const r = buildLandingEntries({
      methods: ["email", "sms", "passkey", "google", "github"],
      recent: null,
      crossAppProviders: ["acme", "beta"],
    });
    expect(keys(r.visible)).toEqual(["email", "sms", "passkey", "google"]);
    expect(keys(r.overflow)).toEqual(["github", "cross-app:acme", "cross-app:beta"]);
    expect(r.otherSocials).toBe(true);
  });

  it("five entries with a cross-app button still fit without an overflow", () => {
    const methods: LoginMethod[] = ["email", "google", "apple", "wallet"];
    const r = buildLandingEntries({ methods, recent: null, crossAppProviders: ["acme"] });
    expect(r.visible).toHaveLength(5);
    expect(r.overflow).toEqual([]);
  });

  it("keeps a recent SSO login visible; cross-app is never recent; duplicate provider ids count once", () => {
    const r = buildLandingEntries({
      methods: ["email", "sms", "google", "apple", "github"],
      recent: { accountType: "sso_oauth" },
      crossAppProviders: ["acme", "acme"],
      sso: true,
    });
    expect(keys(r.visible)).toEqual(["email", "sms", "google", "sso"]);
    expect(r.visible.at(-1)?.recent).toBe(true);
    expect(keys(r.overflow)).toEqual(["apple", "github", "cross-app:acme"]);
    expect([...r.visible, ...r.overflow].filter((e) => e.kind === "crossApp").every((e) => !e.recent)).toBe(true);
  });

  it("wallet-first mode: no wallet entry (the wallet list is above); the rest behind 'Log in with email or socials'", () => {
    const r = buildLandingEntries({
      methods: ["wallet", "email", "google", "apple", "github"],
      recent: null,
      showWalletLoginFirst: true,
      crossAppProviders: ["acme"],
    });
    expect(keys(r.visible)).toEqual([]);
    expect(keys(r.overflow)).toEqual(["email", "google", "apple", "github", "cross-app:acme"]);
    expect(r.emailOrSocials).toBe(true);
    // Nothing but wallets: no button at all.
    const only = buildLandingEntries({ methods: ["wallet"], recent: null, showWalletLoginFirst: true });
    expect([only.visible, only.overflow, only.emailOrSocials]).toEqual([[], [], false]);
  });

  it("puts the host's overflowLoginMethods under 'More options' only, at most 4 entries beside it", () => {
    const r = buildLandingEntries({
      methods: ["email", "google", "sms", "passkey", "github", "discord"],
      primaryCount: 4,
      recent: null,
      crossAppProviders: ["acme"],
    });
    expect(keys(r.visible)).toEqual(["email", "google", "sms", "passkey"]);
    expect(keys(r.overflow)).toEqual(["cross-app:acme", "github", "discord"]);
    // Two primary methods and one overflow method: the overflow still waits behind the button.
    const few = buildLandingEntries({ methods: ["email", "google", "github"], primaryCount: 2, recent: null });
    expect([keys(few.visible), keys(few.overflow)]).toEqual([["email", "google"], ["github"]]);
    // The recent method is shown even when it is an overflow one.
    const recent = buildLandingEntries({
      methods: ["email", "google", "github"],
      primaryCount: 2,
      recent: { accountType: "github_oauth" },
    });
    expect(keys(recent.visible)).toEqual(["email", "google", "github"]);
    expect(recent.overflow).toEqual([]);
  });
});
