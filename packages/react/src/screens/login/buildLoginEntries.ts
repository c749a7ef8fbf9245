import type { LoginMethod } from "@foyer/core/config";
import { MAX_LOGIN_ENTRIES } from "@foyer/core/constants";
import { OAUTH_PROVIDERS } from "@foyer/core/providers";
import type { RecentLogin } from "./recentLogin.ts";

/** Methods the modal can actually run today; others are not rendered (no dead buttons). */
export const IMPLEMENTED_LOGIN_METHODS: ReadonlySet<LoginMethod> = new Set<LoginMethod>([
  "email",
  "sms",
  "passkey",
  ...OAUTH_PROVIDERS.map((provider) => provider.name),
  "telegram",
  "wallet",
  "farcaster",
]);

/** Methods that count as socials (the overflow button reads "Other socials" when it holds only these). */
export function isSocialMethod(method: LoginMethod): boolean {
  return !["email", "sms", "passkey", "wallet"].includes(method);
}

export interface LoginEntry {
  method: LoginMethod;
  /** Carries the "Recent" chip. */
  recent: boolean;
}

export interface LoginEntries {
  /** Shown on the main login screen. */
  visible: LoginEntry[];
  /** Behind "More options"; empty when everything fits. */
  overflow: LoginEntry[];
}

/** The account type a login method is remembered under. */
export function accountTypeOf(method: LoginMethod): string {
  switch (method) {
    case "email":
    case "sms":
    case "wallet":
    case "farcaster":
    case "telegram":
    case "passkey":
      return method === "sms" ? "phone" : method;
    default:
      return `${method}_oauth`;
  }
}

/**
 * Lays out the main login screen (spec 000 §2): up to MAX_LOGIN_ENTRIES entries; with more,
 * MAX_LOGIN_ENTRIES - 1 plus "More options". The recent method gets the chip and, if it would
 * land in the overflow, takes the last visible slot instead.
 */
export function buildLoginEntries(
  methods: readonly LoginMethod[],
  recent: RecentLogin | null,
  implemented: ReadonlySet<LoginMethod> = IMPLEMENTED_LOGIN_METHODS,
): LoginEntries {
  const entries = methods
    .filter((m) => implemented.has(m))
    .map((method) => ({ method, recent: recent !== null && accountTypeOf(method) === recent.accountType }));
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
