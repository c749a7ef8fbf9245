import type { LoginMethod } from "@foyer/core/config";
import type { RecentLogin } from "@foyer/core/runtime/login";
import type { EntryCatalog } from "../../methods/entryCatalogOf.ts";

export interface LoginEntry {
  /** A configured login method, or the entry name of a method the host registered. */
  method: LoginMethod | (string & {});
  /** Carries the "Recent" chip. */
  recent: boolean;
}

/**
 * The login-method entries of the main screen, in order (spec 000 §2): the app's configured methods, then the
 * host's own methods' entries (they are not in its `loginMethods`), only those a registered method draws (no
 * dead buttons). In wallet-first mode the wallet list is drawn above them, so "wallet" is no entry. The method
 * used last carries the "Recent" chip. How many show and what waits behind "More options" is the landing
 * part's layout (buildLandingEntries.ts).
 */
export function buildLoginEntries(
  methods: readonly string[],
  recent: RecentLogin | null,
  catalog: EntryCatalog,
  walletFirst = false,
): LoginEntry[] {
  return [...new Set([...methods.filter((m) => !walletFirst || m !== "wallet"), ...catalog.extraEntries])]
    .filter((m) => catalog.methodOf(m) !== undefined)
    .map((method) => ({ method, recent: recent !== null && catalog.accountType(method) === recent.accountType }));
}
