import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.ts";
import { setup } from "../../testing/embeddedRuntimeFixture.ts";

/** Signs in through the fake server and makes the wallets a user had before 'Protect your wallet' existed. */
async function signedInWithOldWallets(options: Parameters<typeof setup>[0] = {}) {
  const made = setup({ createOnLogin: "off", ...options });
  const stop = made.store.start();
  await new Promise((r) => setTimeout(r, 10));
  await made.store.loginWithCustomJwt("jwt");
  await made.register("ethereum");
  return { ...made, stop };
}

describe("protectWallet (issue 13: users whose wallets predate the passkey offer)", () => {
  it("a user with neither email nor phone: connects this device, then opens 'Protect your wallet' for the wallet", async () => {
    const connects: unknown[] = [];
    const { runtime, offers, stop } = await signedInWithOldWallets({
      connect: async () => {
        connects.push("connect");
        return { entropyId: "e", onDevice: true };
      },
    });
    await expect(runtime.protectWallet()).resolves.toBe(true);
    expect(connects).toEqual(["connect"]);
    expect(offers).toEqual(["e"]);
    // The host may offer it again (a settings button): the screen opens each time, the device connects once.
    await expect(runtime.protectWallet({ address: "0x000000000000000000000000000000000000dEaD" })).resolves.toBe(true);
    expect(offers).toEqual(["e", "e"]);
    expect(connects).toEqual(["connect"]);
    stop();
  });

  it("a device that is not registered verifies first ('Confirm it's really you'); one that cannot gets no offer", async () => {
    const prompts: unknown[] = [];
    const { runtime, offers, stop } = await signedInWithOldWallets({
      connect: async () => {
        throw new FoyerError("unknown_embedded_wallet_error", "Wallet not on this device", {
          details: { walletProxyErrorType: "wallet_not_on_device", verification: "in-frame", entropyId: "e" },
        });
      },
      ui: () => ({ promptRecovery: async (request) => void prompts.push(request) }),
    });
    await expect(runtime.protectWallet()).rejects.toBeInstanceOf(FoyerError);
    expect(prompts).toEqual([{ kind: "verifyDevice", entropyId: "e" }]);
    expect(offers).toEqual([]);
    stop();
  });

  it("a user with an email shows nothing and resolves false (their codes verify new devices)", async () => {
    const { runtime, offers, stop } = await signedInWithOldWallets({ email: "a@example.com" });
    await expect(runtime.protectWallet()).resolves.toBe(false);
    expect(offers).toEqual([]);
    stop();
  });
});
