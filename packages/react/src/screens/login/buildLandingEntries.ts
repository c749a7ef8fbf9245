import type { WireAppConfig } from "@foyer/core/api";
import type { LoginMethod } from "@foyer/core/config";
import { MAX_LOGIN_ENTRIES } from "@foyer/core/login/constants";
import type { RecentLogin } from "@foyer/core/runtime/login";
import type { EntryCatalog } from "../../methods/entryCatalogOf.ts";
import type { LoginEntry } from "./buildLoginEntries.ts";

/** One button of the main login screen: a login method, a cross-app provider app, or enterprise SSO. */
export type LandingEntry =
  | ({ kind: "method" } & LoginEntry)
  | { kind: "customOAuth"; provider: string; label: string; iconUrl: string | null; recent: boolean }
  | { kind: "crossApp"; providerAppId: string; recent: false }
  | { kind: "sso"; recent: boolean };

export interface LandingEntries {
  visible: LandingEntry[];
  /** Behind the overflow button (empty when everything fits). */
  overflow: LandingEntry[];
  /** The overflow holds only socials: the button reads "Other socials" instead of "More options". */
  otherSocials: boolean;
  /**
   * Wallet-first mode: the wallets lead and every other method waits behind one button, "Log in with email
   * or socials" (spec 000 §2 labels), which opens them all on the overflow screen.
   */
  emailOrSocials: boolean;
}

export interface LandingInput {
  /** The login methods' entries (buildLoginEntries.ts: configured, then the host's; no "wallet" in wallet-first mode). */
  entries: readonly LoginEntry[];
  methods: readonly LoginMethod[];
  /** How many of `methods` are primary; the rest show only under "More options". Default: all. */
  primaryCount?: number;
  recent: RecentLogin | null;
  /** The app's own OAuth providers (`custom_oauth_providers` of the server's config); disabled ones are skipped. */
  customOAuthProviders?: readonly WireAppConfig["custom_oauth_providers"][number][];
  /** Provider app ids of the cross-app buttons (client option `crossAppProviders`). */
  crossAppProviders?: readonly string[];
  /** The app has enterprise SSO on (`sso_auth`). */
  sso?: boolean;
  /** Wallet-first mode: the wallet list is drawn above the entries. */
  showWalletLoginFirst?: boolean;
  /** The registered methods' entries (the opening's controller's methods; tests: builtinEntryCatalog). */
  catalog: EntryCatalog;
}

/**
 * Every entry of the main login screen under one layout rule (spec 000 §2: up to 5 entries; with more, 4 plus
 * the overflow). The app's own OAuth providers, then cross-app and SSO buttons, come after the app's login
 * methods (they are not in its `loginMethods` order; the spec names no place, README decision). A cross-app button logs in with another app's account as an OAuth button does, so it
 * counts as a social for "Other socials"; SSO is an enterprise login and does not. Cross-app logins are never
 * remembered (spec 000 §2), so they never carry "Recent"; SSO is remembered like an OAuth provider ("sso_oauth").
 */
export function buildLandingEntries(input: LandingInput): LandingEntries {
  const { catalog } = input;
  const overflowOnly = new Set<string>(input.methods.slice(input.primaryCount ?? input.methods.length));
  const all: LandingEntry[] = [
    ...input.entries.map((entry) => ({ kind: "method" as const, ...entry })),
    ...(input.customOAuthProviders ?? [])
      .filter((custom) => custom.enabled)
      .map((custom) => ({
        kind: "customOAuth" as const,
        provider: custom.provider,
        label: custom.provider_display_name,
        iconUrl: custom.provider_icon_url,
        recent: input.recent?.accountType === `${custom.provider}_oauth`,
      })),
    ...[...new Set(input.crossAppProviders ?? [])].map((providerAppId) => ({
      kind: "crossApp" as const,
      providerAppId,
      recent: false as const,
    })),
    ...(input.sso ? [{ kind: "sso" as const, recent: input.recent?.accountType === "sso_oauth" }] : []),
  ];
  const forced = (e: LandingEntry) => e.kind === "method" && overflowOnly.has(e.method);
  const entries = all.filter((e) => !forced(e));
  const later = all.filter(forced);
  if (input.showWalletLoginFirst && all.length > 0) {
    return { visible: [], overflow: [...entries, ...later], otherSocials: false, emailOrSocials: true };
  }
  const { visible, overflow } = splitLoginEntries(entries, later);
  // A host's own method is no social: its entry in the overflow makes the button read "More options".
  const social = (entry: LandingEntry) =>
    isSocialEntry(entry) && !(entry.kind === "method" && catalog.extraEntries.includes(entry.method));
  return {
    visible,
    overflow,
    otherSocials: overflow.length > 0 && overflow.every(social),
    emailOrSocials: false,
  };
}

/**
 * Socials for the overflow button's wording: OAuth-like methods (not email, SMS, passkey or wallet), the app's
 * own providers, cross-app providers.
 */
export function isSocialEntry(entry: LandingEntry): boolean {
  return (
    entry.kind === "crossApp" ||
    entry.kind === "customOAuth" ||
    (entry.kind === "method" && !["email", "sms", "passkey", "wallet"].includes(entry.method))
  );
}

/**
 * The layout rule alone, for any kind of entry (login methods, cross-app and SSO buttons): all when they fit,
 * else MAX_LOGIN_ENTRIES - 1 plus the overflow, the recent entry kept visible (it takes the last visible slot).
 * `overflowOnly` entries (the host's `overflowLoginMethods`) always go under "More options", so then at most
 * MAX_LOGIN_ENTRIES - 1 show.
 */
export function splitLoginEntries<T extends { recent: boolean }>(
  entries: T[],
  overflowOnly: T[] = [],
): { visible: T[]; overflow: T[] } {
  if (overflowOnly.length === 0 && entries.length <= MAX_LOGIN_ENTRIES) return { visible: entries, overflow: [] };
  const keep = MAX_LOGIN_ENTRIES - 1;
  const visible = entries.slice(0, keep);
  const overflow = [...entries.slice(keep), ...overflowOnly];
  const recentIndex = overflow.findIndex((e) => e.recent);
  if (recentIndex !== -1) {
    const [promoted] = overflow.splice(recentIndex, 1);
    const demoted = visible.length >= keep ? visible.pop() : undefined;
    if (promoted) visible.push(promoted);
    if (demoted) overflow.unshift(demoted);
  }
  return { visible, overflow };
}

/** A stable React key for an entry. */
export const landingEntryKey = (entry: LandingEntry): string =>
  entry.kind === "method"
    ? entry.method
    : entry.kind === "customOAuth"
      ? entry.provider
      : entry.kind === "crossApp"
        ? `cross-app:${entry.providerAppId}`
        : "sso";
