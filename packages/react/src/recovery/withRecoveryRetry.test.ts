import { FoyerError } from "@foyer/core";
import { walletProxyError } from "@foyer/core/wallets";
import { describe, expect, it } from "vitest";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import type { WalletFlowRequest } from "./WalletFlowRequest.ts";
import { recoveryScreenFor, withRecoveryRetry } from "./withRecoveryRetry.ts";

const store = {} as FoyerStore;
const notOnDevice = (recoveryMethod: string) =>
  walletProxyError("wallet_not_on_device", "embedded_wallet_not_found", "Wallet not on device", { recoveryMethod });

describe("withRecoveryRetry", () => {
  it("shows 'Enter your password' for a password wallet not on this device, then runs again", async () => {
    const prompts: WalletFlowRequest[] = [];
    let attempts = 0;
    const result = await withRecoveryRetry(
      store,
      async () => {
        attempts += 1;
        if (attempts === 1) throw notOnDevice("user-passcode");
        return "signed";
      },
      async (_s, request) => {
        prompts.push(request);
      },
    );
    expect(result).toBe("signed");
    expect(prompts).toEqual([{ kind: "recover" }]);
  });

  it("passes other errors through, and the screen's error when it is closed", async () => {
    const never = async () => {
      throw new Error("no prompt expected");
    };
    await expect(
      withRecoveryRetry(store, async () => Promise.reject(new FoyerError("unable_to_sign")), never),
    ).rejects.toMatchObject({ code: "unable_to_sign" });
    await expect(
      withRecoveryRetry(
        store,
        async () => Promise.reject(notOnDevice("user-passcode")),
        async () =>
          Promise.reject(
            new FoyerError("unknown_embedded_wallet_error", "User exited before their wallet could be recovered"),
          ),
      ),
    ).rejects.toMatchObject({ message: "User exited before their wallet could be recovered" });
  });

  it("maps recovery methods to their screens (automatic recovery needs none)", () => {
    expect(recoveryScreenFor("google-drive")).toEqual({
      kind: "recoveryOAuth",
      provider: "google-drive",
      action: "recover",
    });
    expect(recoveryScreenFor("icloud")).toEqual({ kind: "recoveryOAuth", provider: "icloud", action: "recover" });
    expect(recoveryScreenFor("foyer")).toBeNull();
    expect(recoveryScreenFor(undefined)).toBeNull();
  });
});
