import type { LoginMethod } from "@foyer/core/config";
import { MAX_LOGIN_ENTRIES } from "@foyer/core/login/constants";
import type { RecentLogin } from "@foyer/core/runtime/login";
import type { EntryCatalog } from "../../methods/entryCatalogOf.ts";

/** Methods that count as socials (the overflow button reads "Other socials" when it holds only these). */
export function isSocialMethod(method: string): boolean {
  return !["email", "sms", "passkey", "wallet"].includes(method);
}

export interface LoginEntry {
  /** A configured login method, or the entry name of a method the host registered. */
  method: LoginMethod | (string & {});
  /** Carries the "Recent" chip. */
  recent: boolean;
}

export interface LoginEntries {
  /** Shown on the main login screen. */
  visible: LoginEntry[];
  /** Behind "More options"; empty when everything fits. */
  overflow: LoginEntry[];
}

/**
 * Lays out the main login screen (spec 000 §2): up to MAX_LOGIN_ENTRIES entries; with more,
 * MAX_LOGIN_ENTRIES - 1 plus "More options". The recent method gets the chip and, if it would
 * land in the overflow, takes the last visible slot instead.
 */
export function buildLoginEntries(
  methods: readonly string[],
  recent: RecentLogin | null,
  catalog: EntryCatalog,
): LoginEntries {
  const entries = methods
    .filter((m) => catalog.methodOf(m) !== undefined)
    .map((method) => ({ method, recent: recent !== null && catalog.accountType(method) === recent.accountType }));
  return splitLoginEntries(entries);
}

/**
 * The layout rule alone, for any kind of entry (login methods, cross-app and SSO buttons): all when they fit,
 * else MAX_LOGIN_ENTRIES - 1 plus the overflow, the recent entry kept visible. `overflowOnly` entries (the
 * host's `overflowLoginMethods`) always go under "More options", so then at most MAX_LOGIN_ENTRIES - 1 show.
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
