import { FoyerError } from "@foyer/core/errors";
import type { EmbeddedWalletProxy } from "@foyer/core/wallets";
import { describe, expect, it, vi } from "vitest";
import { wireAppConfigFixture } from "../../../core/src/api/wireAppConfigFixture.ts";
import { createFoyerStore } from "../provider/createFoyerStore.ts";
import { CALLED_BEFORE_READY_MESSAGE } from "./assertFoyerReady.ts";
import { createEmbeddedWalletRuntime, type EmbeddedWalletRuntimeDeps } from "./createEmbeddedWalletRuntime.ts";
import { embeddedWalletLoginState } from "./embeddedWalletLoginState.ts";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const accessToken = `${b64({ alg: "ES256" })}.${b64({ sub: "u1", sid: "s1", exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

/** A fake server: app config with createOnLogin all-users, a user, and the wallets the fake frame registered. */
function setup(
  options: {
    legacy?: boolean;
    createOnLogin?: "all-users" | "users-without-wallets" | "off";
    deps?: Omit<EmbeddedWalletRuntimeDeps, "createProxy">;
    signMessage?: () => Promise<{ signature: string }>;
    connect?: () => Promise<unknown>;
  } = {},
) {
  const wallets: Record<string, unknown>[] = [];
  const user = () => ({
    id: "u1",
    created_at: 1_700_000_000,
    linked_accounts: wallets.map((w) => ({
      type: "wallet",
      address: w.address,
      chain_type: w.chain_type,
      chain_id: null,
      wallet_client_type: "foyer",
      connector_type: "embedded",
      recovery_method: "foyer",
      wallet_index: 0,
      imported: false,
      delegated: false,
      verified_at: 1,
      first_verified_at: 1,
      latest_verified_at: 1,
    })),
    mfa_methods: [],
    has_accepted_terms: true,
    is_guest: false,
    custom_metadata: {},
  });
  const config = wireAppConfigFixture({
    embedded_wallet_config: {
      ethereum: { create_on_login: options.createOnLogin ?? "all-users" },
      solana: { create_on_login: options.createOnLogin ?? "all-users" },
      require_user_owned_recovery_on_create: options.legacy ?? false,
      user_owned_recovery_options: ["user-passcode"],
      mode: "legacy-embedded-wallets-only",
    },
  });
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const fetch = (async (url: string) => {
    const path = new URL(url).pathname;
    if (path.startsWith("/api/v1/apps/")) return json(config);
    if (path === "/api/v1/custom_jwt_account/authenticate")
      return json({ user: user(), token: accessToken, refresh_token: "r", is_new_user: true });
    if (path === "/api/v1/users/me") return json({ user: user() });
    if (path === "/api/v1/wallets") return json({ wallets });
    return new Response("{}", { status: 404 });
  }) as typeof globalThis.fetch;
  const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
  const calls: string[] = [];
  const payloads: Record<string, unknown>[] = [];
  const register = (chain: "ethereum" | "solana", payload: Record<string, unknown> = {}) => {
    calls.push(chain);
    payloads.push(payload);
    wallets.push({
      id: `w${wallets.length}`,
      address:
        chain === "ethereum"
          ? "0x000000000000000000000000000000000000dEaD"
          : "So11111111111111111111111111111111111111112",
      chain_type: chain,
      wallet_index: 0,
      entropy_id: "e",
      entropy_id_verifier: `${chain}-address-verifier`,
      recovery_method: "foyer",
      imported: false,
      delegated: false,
    });
    return Promise.resolve({ wallet: {} });
  };
  const proxy = {
    create: (p: Record<string, unknown>) => register("ethereum", p),
    createSolana: (p: Record<string, unknown>) => register("solana", p),
    signMessage: options.signMessage ?? (async () => ({ signature: "0xsig" })),
    connect: options.connect ?? (async () => ({ entropyId: "e", onDevice: true })),
    destroy() {},
  } as unknown as EmbeddedWalletProxy;
  const runtime = createEmbeddedWalletRuntime(store, { ...options.deps, createProxy: () => proxy });
  return { store, runtime, calls, payloads, register };
}

describe("embedded-wallet runtime", () => {
  it("refuses to create before sign-in with the spec's message", async () => {
    const { store, runtime } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await expect(runtime.create()).rejects.toMatchObject({
      code: "must_be_authenticated",
      message: "User must be authenticated before creating a foyer wallet",
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

  it("connect: 'Connecting to your wallet' runs the frame's connect, with MFA when forced, once per wallet", async () => {
    let attempts = 0;
    let prompts = 0;
    const flowsSeen: string[] = [];
    const { store, runtime } = setup({
      connect: async () => {
        attempts += 1;
        flowsSeen.push(...store.getSnapshot().flows.map((f) => f.id));
        if (attempts === 1) throw new FoyerError("missing_or_invalid_mfa");
        return { entropyId: "e", onDevice: true };
      },
      deps: {
        promptMfa: async () => {
          prompts += 1;
        },
      },
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    await runtime.connectWallet();
    expect([attempts, prompts]).toEqual([2, 1]);
    expect(flowsSeen).toEqual(["embeddedConnect", "embeddedConnect"]);
    expect(store.getSnapshot().flows).toEqual([]);
    // Connected: a second connect asks the frame nothing.
    await runtime.connectWallet();
    expect(attempts).toBe(2);
    stop();
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

  it("connect: closing the MFA screen rejects with 'User exited before wallet could be connected'", async () => {
    const { store, runtime } = setup({
      connect: async () => Promise.reject(new FoyerError("missing_or_invalid_mfa")),
      deps: { promptMfa: async () => Promise.reject(new FoyerError("unknown_mfa_error", "MFA canceled")) },
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    await expect(runtime.connectWallet()).rejects.toMatchObject({
      code: "unknown_connect_wallet_error",
      message: "User exited before wallet could be connected",
    });
    stop();
  });

  it("connect: a frame failure stays on 'Something went wrong. We're on it…' until closed", async () => {
    const { store, runtime } = setup({
      connect: async () =>
        Promise.reject(new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy")),
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    const connecting = runtime.connectWallet();
    await vi.waitFor(() =>
      expect((store.getSnapshot().flows[0]?.getState() as { status?: string } | undefined)?.status).toBe("error"),
    );
    store.getSnapshot().flows[0]?.dismiss();
    await expect(connecting).rejects.toMatchObject({ message: "Cannot connect to wallet proxy" });
    stop();
  });

  it("creates on login Ethereum before Solana, once, and marks the login as having created a wallet", async () => {
    const { store, runtime, calls } = setup();
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    await runtime.createOnLogin();
    expect(calls).toEqual(["ethereum", "solana"]);
    expect(embeddedWalletLoginState.wasCreated(store)).toBe(true);
    // The user now holds both: a second login creates nothing.
    await runtime.createOnLogin();
    expect(calls).toEqual(["ethereum", "solana"]);
    expect(embeddedWalletLoginState.wasCreated(store)).toBe(false);
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
    const { store, runtime, calls, payloads } = setup({
      legacy: true,
      deps: {
        // Stands in for the user choosing "Set a password" in the selection and finishing the password flow.
        selectRecoveryAndCreate: async (_store, wallets) => {
          selections.push(wallets);
          await runtimeRef?.createWallets({
            recoveryMethod: "user-passcode",
            recoveryPassword: "Pw-123456",
            ...wallets,
          });
        },
      },
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
    expect(embeddedWalletLoginState.wasCreated(store)).toBe(true);
    stop();
  });

  it("legacy flow: a selection that ends without wallets fails the step (the login then logs out)", async () => {
    const { store, runtime, calls } = setup({ legacy: true, deps: { selectRecoveryAndCreate: async () => {} } });
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
      deps: {
        promptMfa: async () => {
          prompts += 1;
        },
      },
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
      deps: { promptMfa: async () => Promise.reject(new FoyerError("unknown_mfa_error", "MFA canceled")) },
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
});
