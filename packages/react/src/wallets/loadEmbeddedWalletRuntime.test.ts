import { describe, expect, it } from "vitest";
import { createFoyerStore } from "../provider/createFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "./loadEmbeddedWalletRuntime.ts";

const newStore = () =>
  createFoyerStore({ appId: "a", serverUrl: "http://localhost:1", fetch: async () => new Response("{}") });

describe("loadEmbeddedWalletRuntime: one embedded-wallet runtime per store, created on first use", () => {
  it("answers the same runtime for a store and another one for another store", async () => {
    const first = newStore();
    const second = newStore();
    const loading = loadEmbeddedWalletRuntime(first);
    expect(loadEmbeddedWalletRuntime(first)).toBe(loading);
    const runtime = await loading;
    expect(await loadEmbeddedWalletRuntime(first)).toBe(runtime);
    expect(await loadEmbeddedWalletRuntime(second)).not.toBe(runtime);
  });
});
