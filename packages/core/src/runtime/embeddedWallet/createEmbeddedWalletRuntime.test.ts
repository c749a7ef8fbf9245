import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.ts";
import { accessToken, setup } from "../../testing/embeddedRuntimeFixture.ts";
import { CALLED_BEFORE_READY_MESSAGE } from "./assertFoyerReady.ts";
import type { createEmbeddedWalletRuntime } from "./createEmbeddedWalletRuntime.ts";

describe("embedded-wallet runtime", () => {
  it("refuses to create before sign-in with the spec's message, and returns to login", async () => {
    const { store, runtime } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    expect(store.getSnapshot().modalSession).toBe(0);
    await expect(runtime.create()).rejects.toMatchObject({
      code: "must_be_authenticated",
      message: "User must be authenticated before creating a foyer wallet",
    });
    // The login modal is open (spec 001 §4: "If unauthenticated it returns to login and fails with ...").
    expect(store.getSnapshot().modalSession).not.toBe(0);
    expect(store.getSnapshot().modalRequest).toMatchObject({ mode: "login" });
    stop();
  });

  it("refuses any other operation before sign-in with the catalogue's text, not creation's", async () => {
    const { store, runtime } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await expect(runtime.protectWallet()).rejects.toMatchObject({
      code: "must_be_authenticated",
      message: "User must be authenticated.",
    });
    stop();
  });

  it("refuses a chain without embedded wallets: unsupported_wallet_type", async () => {
    const { store, runtime } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await expect(runtime.create({ chainType: "bitcoin" as never })).rejects.toMatchObject({
      code: "unsupported_wallet_type",
    });
    stop();
  });

  it("a wallet call before the store is ready says so (not 'must be authenticated')", async () => {
    const { runtime } = setup();
    await expect(runtime.create()).rejects.toMatchObject({
      code: "unknown_embedded_wallet_error",
      message: CALLED_BEFORE_READY_MESSAGE,
    });
    await expect(runtime.signMessage("hi")).rejects.toMatchObject({ message: CALLED_BEFORE_READY_MESSAGE });
  });

  it("a Solana wallet without the Solana support passed to the provider: 'Unable to load solana plugin'", async () => {
    const { store, runtime } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    await expect(runtime.solanaWallet()).rejects.toMatchObject({
      code: "not_supported",
      message: "Unable to load solana plugin",
    });
    stop();
  });

  it("creates on login Ethereum before Solana, once, and marks the login as having created a wallet", async () => {
    const { store, runtime, calls, wasCreatedOnLogin } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    expect(calls).toEqual(["ethereum", "solana"]);
    expect(wasCreatedOnLogin()).toBe(true);
    // The user now holds both: a second login creates nothing.
    await runtime.createOnLogin();
    expect(calls).toEqual(["ethereum", "solana"]);
    expect(wasCreatedOnLogin()).toBe(false);
    stop();
  });

  it("finds a wallet created since the list was first read (another tab, a server-side creation)", async () => {
    const { store, runtime, register } = setup({ createOnLogin: "off" });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await expect(runtime.getEthereumProvider()).rejects.toMatchObject({ code: "embedded_wallet_not_found" });
    await register("ethereum");
    const provider = await runtime.getEthereumProvider();
    await expect(provider.request({ method: "eth_accounts" })).resolves.toEqual([
      "0x000000000000000000000000000000000000dEaD",
    ]);
    stop();
  });

  it("calls onStart only when a wallet is really created (no 'Creating your wallet' for users who have one)", async () => {
    const { store, runtime, calls } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    let started = 0;
    await runtime.createOnLogin({ onStart: () => started++ });
    expect(started).toBe(1);
    await runtime.createOnLogin({ onStart: () => started++ });
    expect(started).toBe(1);
    expect(calls).toEqual(["ethereum", "solana"]);
    stop();
  });

  it("legacy require_user_owned_recovery_on_create: the recovery selection first, wallets created with the password", async () => {
    const selections: { ethereum: boolean; solana: boolean }[] = [];
    let runtimeRef: ReturnType<typeof createEmbeddedWalletRuntime> | null = null;
    const { store, runtime, calls, payloads, wasCreatedOnLogin } = setup({
      legacy: true,
      ui: () => ({
        // Stands in for the user choosing "Set a password" in the selection and finishing the password flow.
        selectRecoveryAndCreate: async (wallets) => {
          selections.push(wallets);
          await runtimeRef?.createWallets({
            recoveryMethod: "user-passcode",
            recoveryPassword: "Pw-123456",
            ...wallets,
          });
        },
      }),
    });
    runtimeRef = runtime;
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    let started = 0;
    await runtime.createOnLogin({ onStart: () => started++ });
    expect(selections).toEqual([{ ethereum: true, solana: true }]);
    expect(calls).toEqual(["ethereum", "solana"]);
    expect(payloads.map((p) => [p.recoveryMethod, p.recoveryPassword])).toEqual([
      ["user-passcode", "Pw-123456"],
      ["user-passcode", "Pw-123456"],
    ]);
    expect(started).toBe(1);
    expect(wasCreatedOnLogin()).toBe(true);
    stop();
  });

  it("legacy flow: a selection that ends without wallets fails the step (the login then logs out)", async () => {
    const { store, runtime, calls } = setup({ legacy: true, ui: () => ({ selectRecoveryAndCreate: async () => {} }) });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await expect(runtime.createOnLogin()).rejects.toMatchObject({ code: "embedded_wallet_create_error" });
    expect(calls).toEqual([]);
    stop();
  });

  it("signing in an MFA-forced app: missing_or_invalid_mfa shows the MFA screen once, then signs", async () => {
    let attempts = 0;
    let prompts = 0;
    const { store, runtime } = setup({
      signMessage: async () => {
        attempts += 1;
        if (attempts === 1) throw new FoyerError("missing_or_invalid_mfa");
        return { signature: "0xsigned" };
      },
      ui: () => ({
        promptMfa: async () => {
          prompts += 1;
        },
      }),
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    expect(await runtime.signMessage("hi", { showWalletUIs: false })).toEqual({ signature: "0xsigned" });
    expect([attempts, prompts]).toEqual([2, 1]);
    stop();
  });

  it("signing refused when the MFA screen is closed: the MFA error reaches the caller", async () => {
    const { store, runtime } = setup({
      signMessage: async () => Promise.reject(new FoyerError("missing_or_invalid_mfa")),
      ui: () => ({ promptMfa: async () => Promise.reject(new FoyerError("unknown_mfa_error", "MFA canceled")) }),
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    await expect(runtime.signMessage("hi", { showWalletUIs: false })).rejects.toMatchObject({
      message: "MFA canceled",
    });
    stop();
  });

  it("creates the legacy flow's wallets with the chosen cloud method and the drive token, Ethereum first", async () => {
    const { store, runtime, calls, payloads } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createWallets({
      recoveryMethod: "google-drive",
      recoveryAccessToken: "drive-token",
      ethereum: true,
      solana: true,
    });
    expect(calls).toEqual(["ethereum", "solana"]);
    expect(payloads).toEqual([
      { accessToken, recoveryMethod: "google-drive", recoveryAccessToken: "drive-token" },
      { accessToken, recoveryMethod: "google-drive", recoveryAccessToken: "drive-token" },
    ]);
    // Wallets that exist are not created again.
    await runtime.createWallets({
      recoveryMethod: "google-drive",
      recoveryAccessToken: "t",
      ethereum: true,
      solana: true,
    });
    expect(calls).toEqual(["ethereum", "solana"]);
    stop();
  });

  it("offers 'Protect your wallet' (a wallet-origin passkey) after creating for a user with neither email nor phone, only then", async () => {
    const bare = setup();
    const stop = bare.store.start();
    await new Promise((r) => setTimeout(r, 10));
    await bare.store.loginWithCustomJwt("jwt");
    await bare.runtime.createOnLogin();
    expect(bare.offers).toEqual(["e"]);
    stop();

    const withEmail = setup({ email: "a@example.com" });
    const stopB = withEmail.store.start();
    await new Promise((r) => setTimeout(r, 10));
    await withEmail.store.loginWithCustomJwt("jwt");
    await withEmail.runtime.createOnLogin();
    expect(withEmail.calls).toEqual(["ethereum", "solana"]);
    expect(withEmail.offers).toEqual([]);
    stopB();
  });
});
