import { useContext, useSyncExternalStore } from "#react";
import type { FoyerSnapshot, FoyerStore } from "./createFoyerStore.ts";
import { FoyerContext } from "./FoyerContext.ts";

/** The nearest provider's store; throws outside a FoyerProvider. */
export function useFoyerStore(): FoyerStore {
  const store = useContext(FoyerContext);
  if (!store) throw new Error("Foyer hooks must be used inside <FoyerProvider>.");
  return store;
}

/** Subscribes to the store snapshot (useSyncExternalStore; same snapshot on the server). */
export function useFoyerSnapshot(store: FoyerStore): FoyerSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
