import type { FoyerStore } from "./createFoyerStore.ts";

// Whether the current login created an embedded wallet (the success screen then says "Welcome"/"All set!").
// Kept in the store's own slot, so each store (each FoyerProvider) has its own and no module holds a table by store.
// The key has no description: the success screen's chunk (email journey) reads it, and one costs it ~20 B gzipped.
// The embedded-wallet UI, loaded apart, reaches it through the modal's kit (modal/modalKit.ts), so that it rides in
// the modal's chunk rather than in one of its own.
const CREATED = Symbol();
const stateOf = (store: FoyerStore) => store.slot(CREATED, () => ({ created: false }));

export const embeddedWalletLoginState = {
  markCreated(store: FoyerStore, value: boolean): void {
    stateOf(store).created = value;
  },
  wasCreated(store: FoyerStore): boolean {
    return stateOf(store).created;
  },
};
