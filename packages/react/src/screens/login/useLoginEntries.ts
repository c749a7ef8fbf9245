import { type RecentLogin, readRecentLogin } from "@foyer/core/runtime/login";
import { useMemo } from "#react";
import { type EntryCatalog, entryCatalogOf } from "../../methods/entryCatalogOf.ts";
import { useModal } from "../../shell/screenKit.ts";
import { buildLoginEntries, type LoginEntry } from "./buildLoginEntries.ts";

/** The opening's login-method entries, with what the landing's part lays the rest out from. */
export interface OpeningEntries {
  entries: LoginEntry[];
  recent: RecentLogin | null;
  catalog: EntryCatalog;
}

/**
 * The login-method entries of the open modal (buildLoginEntries over the opening's methods: built-in, then the
 * host's). The landing draws them as they are; the landing's part (socialPart.ts) adds the other buttons and
 * the overflow when the app has those (landingParts.ts `drawsFullLanding`).
 */
export function useLoginEntries(): OpeningEntries {
  const { config, store, controller } = useModal();
  return useMemo(() => {
    const catalog = entryCatalogOf(controller.methods, store.extraLoginMethods);
    const recent = readRecentLogin(store.appId);
    const walletFirst = config.appearance.showWalletLoginFirst;
    return { catalog, recent, entries: buildLoginEntries(config.loginMethods, recent, catalog, walletFirst) };
  }, [config, store, controller]);
}
