import { createFrameProver, type FrameProver } from "./createFrameProver.ts";
import { createIndexedDbKeyStore, createMemoryKeyStore } from "./DeviceKeyStore.ts";

/**
 * The device key prover of the wallet origin's pages (hidden frame, export page, verification page): one
 * key per app in this origin's IndexedDB, so what one page registered the others use. A browser that
 * refuses IndexedDB to this frame gets a key for this page only (the device verifies again next time).
 */
export function browserFrameProver(appId: string): FrameProver {
  const idb = typeof indexedDB === "undefined" ? null : indexedDB;
  return createFrameProver(idb ? createIndexedDbKeyStore(idb, appId) : createMemoryKeyStore());
}
