import { describe, expect, it } from "vitest";
import { createFoyerStore } from "../createFoyerStore.ts";
import { walletManagerFor } from "./walletManagerFor.ts";

const newStore = () =>
  createFoyerStore({ appId: "a", serverUrl: "http://localhost:1", fetch: async () => new Response() });
const prompts = { confirmScan: async () => false };

describe("walletManagerFor: one wallet manager per store, kept in the store's slot", () => {
  it("answers the same manager for a store and another one for another store", () => {
    const first = newStore();
    const second = newStore();
    const manager = walletManagerFor(first, prompts);
    expect(walletManagerFor(first, prompts)).toBe(manager);
    expect(walletManagerFor(second, prompts)).not.toBe(manager);
  });

  it("creates a slot's value once per key and store", () => {
    const store = newStore();
    const key = Symbol("part");
    let created = 0;
    const make = () => ({ n: ++created });
    expect(store.slot(key, make)).toBe(store.slot(key, make));
    expect(created).toBe(1);
    expect(newStore().slot(key, make)).toEqual({ n: 2 });
    expect(store.slot(Symbol("other"), make)).toEqual({ n: 3 });
  });
});
