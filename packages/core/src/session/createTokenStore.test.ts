import { afterEach, describe, expect, it, vi } from "vitest";
import { createTokenStore, type StorageLike } from "./createTokenStore.ts";

function mapStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createTokenStore", () => {
  it("reads and writes the given storage", () => {
    const storage = mapStorage();
    const store = createTokenStore(storage);
    store.set("foyer:token", "t");
    expect(storage.map.get("foyer:token")).toBe("t");
    expect(store.get("foyer:token")).toBe("t");
    store.remove("foyer:token");
    expect(store.get("foyer:token")).toBeNull();
    expect(store.error).toBeNull();
    expect(store.inMemory).toBe(false);
  });

  it("keeps values in memory with null storage, without an error", () => {
    const store = createTokenStore(null);
    store.set("k", "v");
    expect(store.get("k")).toBe("v");
    expect(store).toMatchObject({ inMemory: true, error: null });
  });

  it("falls back to memory when the storage throws, keeping written and read values", () => {
    const storage = mapStorage();
    storage.map.set("read-before", "r");
    const store = createTokenStore(storage);
    expect(store.get("read-before")).toBe("r");
    store.set("k", "v");
    storage.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    store.set("k2", "v2");
    expect(store.error?.code).toBe("session_storage_unavailable");
    expect(store.inMemory).toBe(true);
    expect(store.get("k")).toBe("v");
    expect(store.get("k2")).toBe("v2");
    expect(store.get("read-before")).toBe("r");
  });

  it("falls back to memory when reading throws", () => {
    const store = createTokenStore({
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    expect(store.get("k")).toBeNull();
    expect(store.error?.code).toBe("session_storage_unavailable");
  });

  it("defaults to memory without a window (SSR, Node)", () => {
    const store = createTokenStore();
    expect(store).toMatchObject({ inMemory: true, error: null });
  });

  it("defaults to window.localStorage when there is one", () => {
    const storage = mapStorage();
    vi.stubGlobal("window", { localStorage: storage });
    createTokenStore().set("k", "v");
    expect(storage.map.get("k")).toBe("v");
  });

  it("notes session_storage_unavailable when window.localStorage cannot be reached", () => {
    vi.stubGlobal("window", {
      get localStorage() {
        throw new DOMException("denied", "SecurityError");
      },
    });
    const store = createTokenStore();
    expect(store.inMemory).toBe(true);
    expect(store.error?.code).toBe("session_storage_unavailable");
    store.set("k", "v");
    expect(store.get("k")).toBe("v");
  });
});
