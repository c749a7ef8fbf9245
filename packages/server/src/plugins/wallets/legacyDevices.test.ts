import type { EmbeddedWalletInfo, WalletFrameResponse } from "@foyer/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedWalletDevices, embeddedWalletEntropies } from "../../db/schema.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { nodeWalletFrame } from "../../testing/nodeWalletFrame.ts";

const HOST = "http://localhost:5173";
const KDF = { t: 1, m: 64, p: 1, dkLen: 32 };

/**
 * Issue 13: a password wallet made before device keys (no recovery proof key, no registered device). On the
 * device where it was made, the password alone registers the device (the frame rebuilds the entropy from
 * its device share and the opened recovery share, and signs with the wallet key); the proof key it stores
 * lets later devices register with the password as usual. A token alone, or a wrong password, registers nothing.
 */
describe("wallets made before device keys", () => {
  let t: TestServer;
  let frameUrl: string;

  beforeAll(async () => {
    t = await createTestServer({});
    frameUrl = t.started.walletFrameUrl as string;
  });
  afterAll(() => t?.close());

  const device = (storage?: Parameters<typeof nodeWalletFrame>[0]["storage"]) =>
    nodeWalletFrame({
      frameUrl,
      hostOrigin: HOST,
      passwordKdf: KDF,
      now: () => t.clock.now(),
      ...(storage ? { storage } : {}),
    });
  const walletOf = (answer: WalletFrameResponse) =>
    (answer as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;

  it("the creating device registers with the password alone; later devices then use the password as usual", async () => {
    const { token } = await t.login(`legacy-${Date.now()}@example.com`);
    const first = device();
    const wallet = walletOf(await first.call("create", { accessToken: token, recoveryPassword: "old-pass-1" }));
    const id = { accessToken: token, entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    // As it was before device keys: no proof key, no device.
    const db = t.started.server.db;
    const [row] = await db
      .update(embeddedWalletEntropies)
      .set({ recoveryProofKey: null })
      .where(eq(embeddedWalletEntropies.entropyId, wallet.entropyId))
      .returning({ id: embeddedWalletEntropies.id });
    await db.delete(embeddedWalletDevices).where(eq(embeddedWalletDevices.entropyRowId, row?.id as string));

    // Reloaded (new device key, same storage: the device share): asked for the password, not an error.
    const reloaded = device(first.storage);
    expect(await reloaded.call("connect", id)).toMatchObject({
      ok: false,
      error: { type: "wallet_not_on_device", details: { recoveryMethod: "user-passcode" } },
    });
    expect((await reloaded.call("recover", { ...id, recoveryPassword: "wrong" })).ok).toBe(false);
    const recovered = await reloaded.call("recover", { ...id, recoveryPassword: "old-pass-1" });
    expect(recovered.ok, JSON.stringify(recovered)).toBe(true);
    expect(
      (await reloaded.call("signMessage", { ...id, chainType: "ethereum", hdWalletIndex: 0, message: "m" })).ok,
    ).toBe(true);
    const [upgraded] = await db
      .select({ key: embeddedWalletEntropies.recoveryProofKey })
      .from(embeddedWalletEntropies)
      .where(eq(embeddedWalletEntropies.id, row?.id as string));
    expect(upgraded?.key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Another device now registers with the password (the proof key is there).
    const other = device();
    expect((await other.call("recover", { ...id, recoveryPassword: "old-pass-1" })).ok).toBe(true);
  });

  it("refuses a wallet signature by another key, and the legacy route once the wallet has a proof key", async () => {
    const { token } = await t.login(`legacy-b-${Date.now()}@example.com`);
    const wallet = walletOf(await device().call("create", { accessToken: token, recoveryPassword: "pass-2-ok" }));
    const stranger = device();
    await expect(
      stranger.api.registerLegacyDevice(token, {
        entropyId: wallet.entropyId,
        recoveryProofKey: "A".repeat(43),
        signLegacy: async () => `0x${"11".repeat(65)}`,
      }),
    ).rejects.toMatchObject({ code: "not_supported" });
    await t.started.server.db
      .update(embeddedWalletEntropies)
      .set({ recoveryProofKey: null })
      .where(eq(embeddedWalletEntropies.entropyId, wallet.entropyId));
    await expect(
      stranger.api.registerLegacyDevice(token, {
        entropyId: wallet.entropyId,
        recoveryProofKey: "A".repeat(43),
        signLegacy: async () => `0x${"11".repeat(65)}`,
      }),
    ).rejects.toMatchObject({ code: "missing_or_invalid_token" });
  });
});
