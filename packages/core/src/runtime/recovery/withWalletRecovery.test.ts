import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import type { WalletFlowRequest } from "./WalletFlowRequest.ts";
import { withWalletRecovery } from "./withWalletRecovery.ts";

const store = {} as FoyerStore;
const notOnDevice = (recoveryMethod: string) =>
  new FoyerError("embedded_wallet_not_found", "Wallet not on device", {
    details: { walletProxyErrorType: "wallet_not_on_device", recoveryMethod },
  });

describe("withWalletRecovery", () => {
  it.each([
    ["google-drive", { kind: "recoveryOAuth", provider: "google-drive", action: "recover" }],
    ["icloud", { kind: "recoveryOAuth", provider: "icloud", action: "recover" }],
    ["user-passcode", { kind: "recover" }],
  ])("opens the %s recovery screen once when the wallet is not on this device, then retries", async (method, want) => {
    let tries = 0;
    const opened: WalletFlowRequest[] = [];
    const result = await withWalletRecovery(
      store,
      async () => {
        tries += 1;
        if (tries === 1) throw notOnDevice(method);
        return "signed";
      },
      async (_s, request) => {
        opened.push(request);
      },
    );
    expect(result).toBe("signed");
    expect(opened).toEqual([want]);
    expect(tries).toBe(2);
  });

  it("opens the in-frame verification for a device the server must verify first (automatic recovery), then retries", async () => {
    const opened: WalletFlowRequest[] = [];
    let tries = 0;
    const unverified = new FoyerError("embedded_wallet_not_found", "Verify this device to use your wallet", {
      details: {
        walletProxyErrorType: "wallet_not_on_device",
        recoveryMethod: "foyer",
        verification: "in-frame",
        entropyId: "0xabc",
      },
    });
    const result = await withWalletRecovery(
      store,
      async () => {
        tries += 1;
        if (tries === 1) throw unverified;
        return "signed";
      },
      async (_s, request) => {
        opened.push(request);
      },
    );
    expect(result).toBe("signed");
    expect(opened).toEqual([{ kind: "verifyDevice", entropyId: "0xabc" }]);
  });

  it("passes other errors (and automatic recovery) through, and a closed recovery screen stops the operation", async () => {
    const opened: WalletFlowRequest[] = [];
    const open = async (_s: FoyerStore, request: WalletFlowRequest) => {
      opened.push(request);
    };
    await expect(
      withWalletRecovery(store, () => Promise.reject(new FoyerError("unable_to_sign")), open),
    ).rejects.toMatchObject({ code: "unable_to_sign" });
    await expect(withWalletRecovery(store, () => Promise.reject(notOnDevice("foyer")), open)).rejects.toMatchObject({
      code: "embedded_wallet_not_found",
    });
    expect(opened).toEqual([]);
    let tries = 0;
    const closed = withWalletRecovery(
      store,
      async () => {
        tries += 1;
        throw notOnDevice("google-drive");
      },
      async () => {
        throw new FoyerError("unknown_embedded_wallet_error", "User exited before their wallet could be recovered");
      },
    );
    await expect(closed).rejects.toMatchObject({ message: "User exited before their wallet could be recovered" });
    expect(tries).toBe(1);
  });
});
