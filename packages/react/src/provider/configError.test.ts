import { describe, expect, it, vi } from "vitest";
import { createFoyerStore } from "./createFoyerStore.ts";

const unreachable = (async () => {
  throw new TypeError("fetch failed");
}) as unknown as typeof globalThis.fetch;

describe("an invalid client configuration", () => {
  it("is reported in the snapshot (the modal shows an error, not an endless spinner)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const store = createFoyerStore({
        appId: "app",
        serverUrl: "http://foyer.test",
        fetch: unreachable,
        config: { supportedChains: [] },
      });
      const stop = store.start();
      await vi.waitFor(() => expect(store.getSnapshot().configError).toBe("supportedChains must not be empty"));
      expect(store.getSnapshot().config).toBeNull();
      expect(error).toHaveBeenCalledWith("[foyer] invalid configuration", expect.any(Error));
      stop();
      store.session.destroy();
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });

  it("a valid one resolves with no error, even when the server's app config cannot be fetched", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch: unreachable });
      const stop = store.start();
      await vi.waitFor(() => expect(store.getSnapshot().config).not.toBeNull());
      expect(store.getSnapshot().configError).toBeNull();
      stop();
      store.session.destroy();
    } finally {
      warn.mockRestore();
    }
  });
});
