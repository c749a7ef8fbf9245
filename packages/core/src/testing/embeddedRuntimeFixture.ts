import { createFoyerStore } from "../runtime/createFoyerStore.ts";
import { createEmbeddedWalletRuntime } from "../runtime/embeddedWallet/createEmbeddedWalletRuntime.ts";
import type { EmbeddedWalletStore } from "../runtime/embeddedWallet/EmbeddedWalletRuntimeDeps.ts";
import type { EmbeddedWalletUi } from "../runtime/embeddedWallet/EmbeddedWalletUi.ts";
import type { FoyerSolanaSupport } from "../runtime/wallets/FoyerSolanaSupport.ts";
import type { EmbeddedWalletProxy } from "../wallets/embedded/EmbeddedWalletProxy.ts";
import { wireAppConfigFixture } from "./wireAppConfigFixture.ts";

/** The embedded-wallet runtime's tests' set-up (createEmbeddedWalletRuntime.test.ts, protectWallet.test.ts). */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
export const accessToken = `${b64({ alg: "ES256" })}.${b64({ sub: "u1", sid: "s1", exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

/** A fake server: app config with createOnLogin all-users, a user, and the wallets the fake frame registered. */
export function setup(
  options: {
    legacy?: boolean;
    createOnLogin?: "all-users" | "users-without-wallets" | "off";
    /**
     * Screens of this test (the rest are the fake's: no MFA or recovery screen expected, signatures and
     * scans confirmed, 'Connecting' runs the connect, 'Protect your wallet' recorded in `offers`).
     */
    ui?: (store: EmbeddedWalletStore) => Partial<EmbeddedWalletUi>;
    signMessage?: () => Promise<{ signature: string }>;
    connect?: () => Promise<unknown>;
    /** The user also has this email linked (default: wallets only, no email or phone). */
    email?: string;
  } = {},
) {
  const wallets: Record<string, unknown>[] = [];
  const emailAccount = options.email
    ? [{ type: "email", address: options.email, verified_at: 1, first_verified_at: 1, latest_verified_at: 1 }]
    : [];
  const user = () => ({
    id: "u1",
    created_at: 1_700_000_000,
    linked_accounts: [
      ...emailAccount,
      ...wallets.map((w) => ({
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
    ],
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
  const store = createFoyerStore<unknown, FoyerSolanaSupport>({ appId: "app", serverUrl: "http://foyer.test", fetch });
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
  const offers: string[] = [];
  let createdOnLogin = false;
  const unexpected = (screen: string) => () => Promise.reject(new Error(`unexpected screen in this test: ${screen}`));
  const ui: EmbeddedWalletUi = {
    promptMfa: unexpected("MFA"),
    promptRecovery: unexpected("recovery"),
    selectRecoveryAndCreate: unexpected("recovery selection"),
    offerWalletPasskey: async (entropyId) => {
      offers.push(entropyId);
    },
    confirmSignature: async () => {},
    confirmScan: async () => true,
    openExport: async () => {},
    connecting: async (connect) => {
      await connect();
    },
    showTransactionFlow: () => {
      throw new Error("unexpected screen in this test: transaction");
    },
    openFunding: unexpected("funding"),
    promptFunding: async () => {},
    markCreatedOnLogin: (created) => {
      createdOnLogin = created;
    },
    ...options.ui?.(store),
  };
  const runtime = createEmbeddedWalletRuntime(store, { ui, createProxy: () => proxy });
  /** What the runtime last told the success screen: whether this login created a wallet. */
  const wasCreatedOnLogin = () => createdOnLogin;
  return { store, runtime, calls, payloads, register, offers, wasCreatedOnLogin };
}
