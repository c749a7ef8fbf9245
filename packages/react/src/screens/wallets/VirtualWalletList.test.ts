import { describe, expect, it } from "vitest";
import { listHeight, visibleRange } from "./VirtualWalletList.tsx";

describe("the virtualised wallet list", () => {
  it("is at most 5 rows of 56 px with gaps of 5 px", () => {
    expect(listHeight(1)).toBe(56);
    expect(listHeight(3)).toBe(3 * 56 + 2 * 5);
    expect(listHeight(400)).toBe(5 * 56 + 4 * 5);
  });

  it("renders the visible rows plus an overscan of 6", () => {
    expect(visibleRange(400, 0)).toEqual({ start: 0, end: 11 });
    expect(visibleRange(400, 61 * 100)).toEqual({ start: 94, end: 111 });
    expect(visibleRange(8, 61 * 3)).toEqual({ start: 0, end: 8 });
  });
});
