import { describe, expect, it, vi } from "vitest";
import { defaultWireAppConfig } from "../apiEntry.ts";
import { createFoyerStore } from "./createFoyerStore.ts";

describe("custom_api_url", () => {
  it("moves the calls after the app config to the app's own API URL", async () => {
    const urls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.endsWith("/api/v1/apps/app")) {
        const body = { ...defaultWireAppConfig, id: "app", name: "App", custom_api_url: "https://auth.example.com/" };
        return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
      }
      return new Response(JSON.stringify({ success: true }), { headers: { "content-type": "application/json" } });
    }) as unknown as typeof globalThis.fetch;
    const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
    const stop = store.start();
    await vi.waitFor(() => expect(store.getSnapshot().config?.customApiUrl).toBe("https://auth.example.com"));
    await store.api.passwordless.init({ email: "ada@example.com" });
    expect(urls[0]).toBe("http://foyer.test/api/v1/apps/app");
    expect(urls.at(-1)).toBe("https://auth.example.com/api/v1/passwordless/init");
    stop();
    store.session.destroy();
  });
});
