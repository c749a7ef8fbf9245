// The initial-bundle budget of DESIGN.md: what @foyer/react adds to a login-only app over bare
// React, bundled by esbuild as production code. Bytes, not time: deterministic for a given tree.
import { describe, expect, it } from "vitest";
import { BUDGET_BYTES, measureSize } from "../scripts/measureSize.mjs";

describe("initial bundle", () => {
  it("adds at most 25 KB gzipped over bare React and loads screens on demand", async () => {
    const { added, foyer } = await measureSize();
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(foyer.lazyChunks).toBeGreaterThan(0);
  });
});
