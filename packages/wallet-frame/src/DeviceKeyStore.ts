/**
 * Where the frame keeps its device key: a non-extractable ECDSA P-256 CryptoKeyPair. In the browser it is
 * the wallet origin's IndexedDB (a CryptoKey survives structured cloning without its private half ever
 * being readable, even by this origin's own scripts); in tests and browsers that refuse storage to
 * third-party frames, memory (the device then counts as new on the next load).
 */
export interface DeviceKeyStore {
  load(): Promise<CryptoKeyPair | null>;
  save(pair: CryptoKeyPair): Promise<void>;
}

/** A store that lives as long as this object (tests, Node, storage-less browsers). */
export function createMemoryKeyStore(): DeviceKeyStore {
  let pair: CryptoKeyPair | null = null;
  return {
    load: async () => pair,
    save: async (p) => {
      pair = p;
    },
  };
}

const DB_NAME = "foyer-wallet-frame";
const STORE = "device-keys";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/**
 * The device key in the wallet origin's IndexedDB, one per app (`foyer:device-key:{appId}`); the hidden
 * frame, the export page and the verification page share it.
 *
 * @example const store = createIndexedDbKeyStore(indexedDB, "foyer-dev");
 */
export function createIndexedDbKeyStore(idb: IDBFactory, appId: string): DeviceKeyStore {
  const key = `foyer:device-key:${appId}`;
  const open = async () => {
    const req = idb.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    return request(req);
  };
  return {
    async load() {
      const db = await open();
      try {
        return (
          ((await request(db.transaction(STORE).objectStore(STORE).get(key))) as CryptoKeyPair | undefined) ?? null
        );
      } finally {
        db.close();
      }
    },
    async save(pair) {
      const db = await open();
      try {
        await request(db.transaction(STORE, "readwrite").objectStore(STORE).put(pair, key));
      } finally {
        db.close();
      }
    },
  };
}
