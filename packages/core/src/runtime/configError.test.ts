import { describe, expect, it, vi } from "vitest";
import { defaultWireAppConfig } from "../apiEntry.ts";
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

  it("a server that cannot be reached is reported as such, with no guessed configuration; Retry loads it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let up = false;
    const fetch = (async (input: RequestInfo | URL) => {
      if (!up) throw new TypeError("fetch failed");
      const url = String(input);
      if (url.includes("/api/v1/apps/")) {
        return new Response(JSON.stringify({ ...defaultWireAppConfig, id: "app", name: "App" }), {
          headers: { "content-type": "application/json" },
        });
      }
      return new Response(JSON.stringify({ error: "Missing or invalid token", code: "missing_or_invalid_token" }), {
        status: 401,
      });
    }) as unknown as typeof globalThis.fetch;
    try {
      const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
      const stop = store.start();
      await vi.waitFor(() => expect(store.getSnapshot().serverUnreachable).toBe(true));
      // No fallback set of buttons: the modal has no configuration to show until the server answers.
      expect(store.getSnapshot().config).toBeNull();
      expect(store.getSnapshot().configError).toBeNull();
      up = true;
      store.retryConfig();
      expect(store.getSnapshot().serverUnreachable).toBe(false);
      await vi.waitFor(() => expect(store.getSnapshot().config?.appName).toBe("App"));
      expect(store.getSnapshot().serverUnreachable).toBe(false);
      stop();
      store.session.destroy();
    } finally {
      warn.mockRestore();
    }
  });
});
