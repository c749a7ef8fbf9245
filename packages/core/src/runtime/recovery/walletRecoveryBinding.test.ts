import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import {
  bindWalletRecovery,
  createWalletsWithRecovery,
  isInvalidRecoveryPin,
  type RecoveryProxy,
  recoverWallet,
  setWalletRecovery,
  verifyWalletMfa,
} from "./walletRecoveryBinding.ts";

function fakeStore(token: string | null) {
  let refreshed = 0;
  const slots = new Map<symbol, unknown>();
  const store = {
    getAccessToken: async () => token,
    slot: <T>(key: symbol, create: () => T): T => {
      if (!slots.has(key)) slots.set(key, create());
      return slots.get(key) as T;
    },
    session: {
      refreshUser: async () => {
        refreshed += 1;
        return null;
      },
    },
  } as unknown as FoyerStore;
  return { store, refreshed: () => refreshed };
}

function recordingProxy() {
  const calls: [string, unknown][] = [];
  const proxy: RecoveryProxy = {
    setRecovery: async (p) => calls.push(["setRecovery", p]),
    recover: async (p) => calls.push(["recover", p]),
    verifyMfa: async (p) => calls.push(["verifyMfa", p]),
  };
  return { proxy, calls };
}

const wallet = { entropyId: "0xabc", entropyIdVerifier: "ethereum-address-verifier" as const, recoveryMethod: "foyer" };

describe("walletRecoveryBinding", () => {
  it("refuses without a session, then without a bound proxy ('Cannot connect to wallet proxy')", async () => {
    await expect(setWalletRecovery(fakeStore(null).store, { method: "foyer" })).rejects.toMatchObject({
      code: "must_be_authenticated",
    });
    await expect(setWalletRecovery(fakeStore("t").store, { method: "foyer" })).rejects.toMatchObject({
      message: "Cannot connect to wallet proxy",
    });
  });
  it("passes the password, the cloud token and MFA answers to the proxy with the access token", async () => {
    const { store, refreshed } = fakeStore("access-1");
    const { proxy, calls } = recordingProxy();
    bindWalletRecovery(store, { proxy: async () => proxy, primaryWallet: async () => wallet });
    await setWalletRecovery(store, { method: "user-passcode", password: "Secret-123" });
    await setWalletRecovery(store, { method: "google-drive", accessToken: "drive-token" });
    await recoverWallet(store, { password: "Secret-123" });
    await verifyWalletMfa(store, { method: "sms", code: "123456" });
    expect(calls).toEqual([
      [
        "setRecovery",
        {
          accessToken: "access-1",
          entropyId: "0xabc",
          entropyIdVerifier: "ethereum-address-verifier",
          recoveryMethod: "user-passcode",
          recoveryPassword: "Secret-123",
        },
      ],
      [
        "setRecovery",
        {
          accessToken: "access-1",
          entropyId: "0xabc",
          entropyIdVerifier: "ethereum-address-verifier",
          recoveryMethod: "google-drive",
          recoveryAccessToken: "drive-token",
        },
      ],
      [
        "recover",
        {
          accessToken: "access-1",
          entropyId: "0xabc",
          entropyIdVerifier: "ethereum-address-verifier",
          recoveryPassword: "Secret-123",
        },
      ],
      ["verifyMfa", { accessToken: "access-1", mfaMethod: "sms", mfaCode: "123456" }],
    ]);
    // Setting a recovery method refreshes the user (spec 001 §4).
    expect(refreshed()).toBe(2);
  });
  it("secures and recovers every root wallet (Ethereum and Solana entropies), the primary first", async () => {
    const { store } = fakeStore("access-1");
    const { proxy, calls } = recordingProxy();
    const solana = { entropyId: "So1", entropyIdVerifier: "solana-address-verifier" as const, recoveryMethod: "foyer" };
    let methods = { eth: "foyer", sol: "foyer" };
    bindWalletRecovery(store, {
      proxy: async () => proxy,
      primaryWallet: async () => ({ ...wallet, recoveryMethod: methods.eth }),
      rootWallets: async () => [
        { ...wallet, recoveryMethod: methods.eth },
        { ...solana, recoveryMethod: methods.sol },
      ],
    });
    await setWalletRecovery(store, { method: "user-passcode", password: "Secret-123" });
    expect(calls.map(([op, p]) => [op, (p as { entropyId: string }).entropyId])).toEqual([
      ["setRecovery", "0xabc"],
      ["setRecovery", "So1"],
    ]);
    calls.length = 0;
    methods = { eth: "user-passcode", sol: "user-passcode" };
    await recoverWallet(store, { password: "Secret-123" });
    expect(calls.map(([op, p]) => [op, (p as { entropyId: string }).entropyId])).toEqual([
      ["recover", "0xabc"],
      ["recover", "So1"],
    ]);
    // A root wallet still on automatic recovery recovers by itself (pinless): it is left alone.
    calls.length = 0;
    methods = { eth: "user-passcode", sol: "foyer" };
    await recoverWallet(store, { password: "Secret-123" });
    expect(calls.map(([op]) => op)).toEqual(["recover"]);
  });
  it("fails with 'Embedded wallet not found' when the user has no wallet", async () => {
    const { store } = fakeStore("access-1");
    bindWalletRecovery(store, { proxy: async () => recordingProxy().proxy, primaryWallet: async () => null });
    await expect(recoverWallet(store, { password: "x" })).rejects.toMatchObject({ code: "embedded_wallet_not_found" });
  });
  it("in an app that forces MFA: recover and setRecovery show the MFA screen once, then run again", async () => {
    const { store } = fakeStore("access-1");
    const { proxy, calls } = recordingProxy();
    // Each operation is refused once (no MFA token yet), then allowed.
    const refused = new Set<string>();
    const once = (op: string) => {
      if (refused.has(op)) return;
      refused.add(op);
      throw new FoyerError("missing_or_invalid_mfa");
    };
    const guarded: RecoveryProxy = {
      ...proxy,
      recover: async (p) => {
        once("recover");
        return proxy.recover(p);
      },
      setRecovery: async (p) => {
        once("setRecovery");
        return proxy.setRecovery(p);
      },
    };
    let prompts = 0;
    bindWalletRecovery(store, {
      proxy: async () => guarded,
      primaryWallet: async () => wallet,
      promptMfa: async () => {
        prompts += 1;
      },
    });
    await recoverWallet(store, { password: "Secret-123" });
    await setWalletRecovery(store, { method: "user-passcode", password: "Secret-123" });
    expect(calls.map(([op]) => op)).toEqual(["recover", "setRecovery"]);
    expect(prompts).toBe(2);
  });
  it("recognises the frame's wrong-password error", () => {
    const wrong = new FoyerError("unknown_embedded_wallet_error", "Invalid recovery password, please try again.", {
      details: { walletProxyErrorType: "invalid_recovery_pin" },
    });
    expect(isInvalidRecoveryPin(wrong)).toBe(true);
    expect(isInvalidRecoveryPin(new FoyerError("unknown_embedded_wallet_error"))).toBe(false);
  });
});

describe("createWalletsWithRecovery (legacy create flow)", () => {
  it("hands the chosen method and the chains to the runtime, then refreshes the user", async () => {
    const { store, refreshed } = fakeStore("access-1");
    const created: unknown[] = [];
    bindWalletRecovery(store, {
      proxy: async () => recordingProxy().proxy,
      primaryWallet: async () => null,
      createWallets: async (input) => {
        created.push(input);
      },
    });
    await createWalletsWithRecovery(store, {
      method: "user-passcode",
      password: "Secret-123",
      ethereum: true,
      solana: true,
    });
    expect(created).toEqual([
      { recoveryMethod: "user-passcode", recoveryPassword: "Secret-123", ethereum: true, solana: true },
    ]);
    expect(refreshed()).toBe(1);
  });
});
