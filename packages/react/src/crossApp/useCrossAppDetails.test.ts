import { describe, expect, it } from "vitest";
import { createFoyerStore } from "../provider/createFoyerStore.ts";
import { loadCrossAppDetails } from "./useCrossAppDetails.ts";

/** A store whose server names every provider app `name`; `asked` lists the details requests it answered. */
function storeNaming(name: string) {
  const asked: string[] = [];
  const store = createFoyerStore({
    appId: "a",
    serverUrl: "http://localhost:1",
    fetch: async (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return Response.json({ name, icon_url: null });
    },
  });
  return { store, asked };
}

describe("loadCrossAppDetails: one lookup per provider app and store", () => {
  it("asks once per provider app for a store, and another store asks its own server", async () => {
    const first = storeNaming("First");
    const second = storeNaming("Second");
    expect(await loadCrossAppDetails(first.store, "acme")).toEqual({ name: "First", iconUrl: null });
    expect(await loadCrossAppDetails(first.store, "acme")).toEqual({ name: "First", iconUrl: null });
    expect(first.asked.filter((url) => url.includes("apps/acme/cross-app/details"))).toHaveLength(1);
    expect(await loadCrossAppDetails(second.store, "acme")).toEqual({ name: "Second", iconUrl: null });
    expect(second.asked.filter((url) => url.includes("apps/acme/cross-app/details"))).toHaveLength(1);
  });
});
