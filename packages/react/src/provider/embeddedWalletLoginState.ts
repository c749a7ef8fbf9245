import type { FoyerStore } from "./createFoyerStore.ts";

/** Whether the current login created an embedded wallet (the success screen then says "Welcome"/"All set!"). */
const created = new WeakMap<FoyerStore, boolean>();

export const embeddedWalletLoginState = {
  markCreated(store: FoyerStore, value: boolean): void {
    created.set(store, value);
  },
  wasCreated(store: FoyerStore): boolean {
    return created.get(store) ?? false;
  },
};
