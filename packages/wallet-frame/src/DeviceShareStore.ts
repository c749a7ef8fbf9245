/** Where the frame keeps device shares: its own origin's storage, never the host page's. */
export interface DeviceShareStore {
  get(entropyId: string): string | null;
  set(entropyId: string, share: string): void;
  delete(entropyId: string): void;
}

/** Minimal Storage surface (localStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Device shares in the frame origin's localStorage, keyed per app and wallet ("foyer:" prefix).
 *
 * @example const store = createDeviceShareStore(window.localStorage, "foyer-dev");
 */
export function createDeviceShareStore(storage: KeyValueStorage, appId: string): DeviceShareStore {
  const key = (entropyId: string) => `foyer:device-share:${appId}:${entropyId}`;
  return {
    get: (entropyId) => storage.getItem(key(entropyId)),
    set: (entropyId, share) => storage.setItem(key(entropyId), share),
    delete: (entropyId) => storage.removeItem(key(entropyId)),
  };
}

/** In-memory storage (tests, and browsers that refuse storage to third-party frames). */
export function createMemoryStorage(): KeyValueStorage & { entries(): Map<string, string> } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    entries: () => map,
  };
}
