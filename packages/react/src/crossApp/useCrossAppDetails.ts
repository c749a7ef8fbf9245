import type { CrossAppProviderDetails } from "@foyer/core/api";
import { useEffect, useState } from "#react";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

// Details per store (one lookup per provider app and page load), kept in the store's own slot so nothing
// outlives the store and no module holds a table by store.
const LOOKUPS = Symbol("foyer.crossAppDetails");

/** The provider app's name and icon (`apps/{id}/cross-app/details`); null on failure (not allowed, offline). */
export function loadCrossAppDetails(store: FoyerStore, providerAppId: string): Promise<CrossAppProviderDetails | null> {
  const perStore = store.slot(LOOKUPS, () => new Map<string, Promise<CrossAppProviderDetails | null>>());
  let lookup = perStore.get(providerAppId);
  if (!lookup) {
    lookup = store.api.crossApp.details(providerAppId).catch(() => null);
    perStore.set(providerAppId, lookup);
  }
  return lookup;
}

/**
 * A provider app's details for its login button: undefined while loading, null when the server refuses.
 *
 * @example const details = useCrossAppDetails("acme-wallet"); // { name: "Acme", iconUrl: "https://..." }
 */
export function useCrossAppDetails(providerAppId: string | null): CrossAppProviderDetails | null | undefined {
  const store = useFoyerStore();
  const [details, setDetails] = useState<CrossAppProviderDetails | null | undefined>(undefined);
  useEffect(() => {
    if (providerAppId === null) return;
    let live = true;
    void loadCrossAppDetails(store, providerAppId).then((value) => {
      if (live) setDetails(value);
    });
    return () => {
      live = false;
    };
  }, [store, providerAppId]);
  return details;
}
