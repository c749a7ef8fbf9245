import { describe, expect, it } from "vitest";
import { createFoyerStore } from "./createFoyerStore.ts";
import { embeddedWalletLoginState } from "./embeddedWalletLoginState.ts";

const newStore = () =>
  createFoyerStore({ appId: "a", serverUrl: "http://localhost:1", fetch: async () => new Response("{}") });

describe("embeddedWalletLoginState: one 'wallet created on this login' flag per store", () => {
  it("is false until marked, and marking one store leaves another as it was", () => {
    const first = newStore();
    const second = newStore();
    expect(embeddedWalletLoginState.wasCreated(first)).toBe(false);
    embeddedWalletLoginState.markCreated(first, true);
    expect(embeddedWalletLoginState.wasCreated(first)).toBe(true);
    expect(embeddedWalletLoginState.wasCreated(second)).toBe(false);
    embeddedWalletLoginState.markCreated(second, true);
    embeddedWalletLoginState.markCreated(first, false);
    expect([embeddedWalletLoginState.wasCreated(first), embeddedWalletLoginState.wasCreated(second)]).toEqual([
      false,
      true,
    ]);
  });
});
