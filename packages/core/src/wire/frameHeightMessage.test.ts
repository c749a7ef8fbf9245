import { describe, expect, it } from "vitest";
import { FRAME_HEIGHT_MAX, FRAME_HEIGHT_MIN, frameHeightMessage, readFrameHeight } from "./frameHeightMessage.ts";
import { WALLET_FRAME_MESSAGE_TAG } from "./walletFrameProtocol.ts";

describe("frame height message", () => {
  it("reads the height a wallet page sends, rounded up", () => {
    expect(readFrameHeight(frameHeightMessage(212.4))).toBe(213);
  });

  it("keeps the frame within bounds whatever the page asks", () => {
    expect(readFrameHeight(frameHeightMessage(5))).toBe(FRAME_HEIGHT_MIN);
    expect(readFrameHeight(frameHeightMessage(100_000))).toBe(FRAME_HEIGHT_MAX);
  });

  it("ignores anything else: other kinds, other tags, no number", () => {
    expect(readFrameHeight({ tag: WALLET_FRAME_MESSAGE_TAG, kind: "device-verified" })).toBeNull();
    expect(readFrameHeight({ ...frameHeightMessage(200), tag: "other" })).toBeNull();
    expect(readFrameHeight({ ...frameHeightMessage(200), height: "200" })).toBeNull();
    expect(readFrameHeight({ ...frameHeightMessage(200), height: Number.NaN })).toBeNull();
    expect(readFrameHeight(null)).toBeNull();
  });
});
