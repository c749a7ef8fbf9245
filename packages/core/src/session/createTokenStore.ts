import { FoyerError } from "../errors/FoyerError.ts";

/** The part of the Web Storage API the session needs (localStorage fits). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that never throws: falls back to memory (keeping what it holds) when the backing storage fails. */
export interface TokenStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** `session_storage_unavailable` once the backing storage has failed (or could not be reached), else null. */
  readonly error: FoyerError | null;
  /** True while values live only in this page's memory. */
  readonly inMemory: boolean;
}

function createMemoryStorage(entries: Map<string, string> = new Map()): StorageLike {
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** Finds the browser's localStorage when there is one; reading it can throw (sandboxed frames, disabled cookies). */
function defaultStorage(): { storage: StorageLike | null; error: unknown } {
  if (typeof window === "undefined") return { storage: null, error: null };
  try {
    const storage = window.localStorage;
    return { storage: storage ?? null, error: null };
  } catch (error) {
    return { storage: null, error };
  }
}

/**
 * Wraps `storage` (undefined: the browser's localStorage when available; null: memory only) so reads and
 * writes never throw. After a failure it continues in memory and notes `session_storage_unavailable`.
 */
export function createTokenStore(storage?: StorageLike | null): TokenStore {
  let backing: StorageLike;
  let error: FoyerError | null = null;
  let inMemory = false;
  const memory = new Map<string, string>();

  const fail = (cause: unknown) => {
    error = new FoyerError("session_storage_unavailable", undefined, { cause });
    inMemory = true;
    backing = createMemoryStorage(memory);
  };

  if (storage === undefined) {
    const found = defaultStorage();
    if (found.storage) backing = found.storage;
    else {
      backing = createMemoryStorage(memory);
      inMemory = true;
      if (found.error) error = new FoyerError("session_storage_unavailable", undefined, { cause: found.error });
    }
  } else if (storage === null) {
    backing = createMemoryStorage(memory);
    inMemory = true;
  } else {
    backing = storage;
  }

  return {
    get(key) {
      try {
        const value = backing.getItem(key);
        if (value === null) memory.delete(key);
        else memory.set(key, value);
        return value;
      } catch (cause) {
        fail(cause);
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        backing.setItem(key, value);
      } catch (cause) {
        fail(cause);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        backing.removeItem(key);
      } catch (cause) {
        fail(cause);
      }
    },
    get error() {
      return error;
    },
    get inMemory() {
      return inMemory;
    },
  };
}
