import { randomBytes } from "node:crypto";
import { KEY_FAMILIES, KeyConfigError, type KeyFamily, type KeyProvider, StaticKeyProvider } from "./KeyProvider.ts";

type FamilyKeys = { current: string; keys: Map<string, Uint8Array> };

/** How often a running server asks its key provider again, to learn of keys a rotation added. */
export const KEY_REFRESH_MS = 30_000;

/**
 * The master keys a process holds, loaded from a KeyProvider. Reads are synchronous (encryption sits in
 * hot paths); `refresh()` loads again so a rotation reaches running servers without a restart.
 */
export class Keyring {
  readonly provider: KeyProvider;
  #state: Record<KeyFamily, FamilyKeys>;

  private constructor(provider: KeyProvider, state: Record<KeyFamily, FamilyKeys>) {
    this.provider = provider;
    this.#state = state;
  }

  /** Loads every readable key; a missing, short or shared key is a KeyConfigError naming the provider. */
  static async load(provider: KeyProvider): Promise<Keyring> {
    return new Keyring(provider, await loadState(provider));
  }

  /** Fresh random keys for this process only (development with an in-memory database, tests). */
  static ephemeral(): Promise<Keyring> {
    const random = () => [new Uint8Array(randomBytes(32))];
    return Keyring.load(new StaticKeyProvider("in-memory keys", { auth: random(), recovery: random() }));
  }

  /** The key that wraps new values of a family. */
  current(family: KeyFamily): { id: string; key: Uint8Array } {
    const { current, keys } = this.#state[family];
    return { id: current, key: keys.get(current) as Uint8Array };
  }

  /** A readable key by id, or undefined. */
  get(family: KeyFamily, id: string): Uint8Array | undefined {
    return this.#state[family].keys.get(id);
  }

  /** Every readable key id of a family. */
  ids(family: KeyFamily): string[] {
    return [...this.#state[family].keys.keys()];
  }

  /** Loads the provider's keys again; on failure the keys already held stay in use and the error is thrown. */
  async refresh(): Promise<void> {
    this.#state = await loadState(this.provider);
  }
}

async function loadState(provider: KeyProvider): Promise<Record<KeyFamily, FamilyKeys>> {
  const state = {} as Record<KeyFamily, FamilyKeys>;
  for (const family of KEY_FAMILIES) {
    const current = await provider.currentKeyId(family);
    const ids = new Set([current, ...(await provider.keyIds(family))]);
    const keys = new Map<string, Uint8Array>();
    for (const id of ids) {
      const key = await provider.getKey(family, id);
      if (key.length !== 32) throw new KeyConfigError(`${provider.description}: ${family} key ${id} is not 32 bytes.`);
      keys.set(id, key);
    }
    state[family] = { current, keys };
  }
  // One key in both families would let one leak open both shares of a wallet.
  const shared = [...state.auth.keys.keys()].find((id) => state.recovery.keys.has(id));
  const sameBytes = [...state.auth.keys.values()].some((a) =>
    [...state.recovery.keys.values()].some((b) => Buffer.from(a).equals(Buffer.from(b))),
  );
  if (shared || sameBytes) {
    throw new KeyConfigError(`${provider.description}: the auth and recovery keys must differ.`);
  }
  return state;
}
