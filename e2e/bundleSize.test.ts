// The bundle budgets of scripts/measureSize.mjs (issue 19): what @foyer/react adds to a login-only app over
// bare React, built as production code by esbuild and by Vite, and what the email journey loads on top.
// Bytes, not time: deterministic for a given tree.
import { describe, expect, it } from "vitest";
import { BUDGETS, measureSize } from "../scripts/measureSize.mjs";

describe("bundle size", () => {
  it("keeps the initial JS, the email journey and the prefetch within budget, with no empty initial chunk", async () => {
    const { added, foyer, vite } = await measureSize();
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(BUDGETS.initial);
    expect(vite.added).toBeGreaterThan(0);
    expect(vite.added).toBeLessThanOrEqual(BUDGETS.initialVite);
    expect(foyer.emptyInitialChunks).toBe(0);
    expect(vite.foyer.emptyInitialChunks).toBe(0);
    // The OAuth provider registry is the server's: no provider file (endpoints, mappers, labels, marks) is in
    // any client chunk; the login screen draws from the app config's `oauth_providers`.
    expect(foyer.oauthProviderChunks).toBe(0);
    expect(vite.foyer.oauthProviderChunks).toBe(0);
    // The modal and its screens load on demand; the email journey stays within its budget.
    expect(foyer.lazyChunks).toBeGreaterThan(0);
    expect(foyer.journeys.email).toBeLessThanOrEqual(BUDGETS.email);
    expect(vite.foyer.journeys.email).toBeLessThanOrEqual(BUDGETS.emailVite);
    // The idle prefetch fetches what the login click needs, nothing more.
    expect(foyer.journeys.prefetch).toBeLessThanOrEqual(foyer.journeys.modal);
  });
});
