import { randomBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";
import { describe, expect, it } from "vitest";
import { entropyIdOf } from "./deriveWalletKeys.ts";
import { combineShares, ShareMismatchError, splitEntropy } from "./keyShares.ts";

async function wallet() {
  const entropy = randomBytes(16);
  const { entropyId } = await entropyIdOf(entropy, "ethereum");
  const verify = async (e: Uint8Array) => (await entropyIdOf(e, "ethereum")).entropyId === entropyId;
  return { entropy, entropyId, verify, shares: await splitEntropy(entropy, entropyId) };
}

describe("2-of-3 key shares", () => {
  it("any two of the three shares rebuild the entropy; one alone does not", async () => {
    const w = await wallet();
    const { device, auth, recovery } = w.shares;
    for (const pair of [
      [device, auth],
      [auth, recovery],
      [device, recovery],
    ] as [string, string][]) {
      expect(await combineShares(pair, w.entropyId, w.verify)).toEqual(w.entropy);
    }
    await expect(combineShares([device, device], w.entropyId, w.verify)).rejects.toThrow(ShareMismatchError);
  });

  it("refuses a corrupted share", async () => {
    const w = await wallet();
    const bytes = base64urlnopad.decode(w.shares.auth);
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] as number) ^ 0x01;
    await expect(combineShares([w.shares.device, base64urlnopad.encode(bytes)], w.entropyId, w.verify)).rejects.toThrow(
      /corrupted/,
    );
  });

  it("refuses a share whose checksum was recomputed but which rebuilds another wallet", async () => {
    const w = await wallet();
    // Corrupt the raw bytes and let the verify step (address check) be the one to refuse it.
    await expect(combineShares([w.shares.device, w.shares.auth], w.entropyId, () => false)).rejects.toThrow(
      /another wallet/,
    );
  });

  it("never combines shares of different wallets", async () => {
    const a = await wallet();
    const b = await wallet();
    await expect(combineShares([a.shares.device, b.shares.auth], a.entropyId, a.verify)).rejects.toThrow(
      /another wallet/,
    );
    await expect(combineShares([a.shares.device, b.shares.auth], b.entropyId, b.verify)).rejects.toThrow(
      /another wallet/,
    );
  });
});
