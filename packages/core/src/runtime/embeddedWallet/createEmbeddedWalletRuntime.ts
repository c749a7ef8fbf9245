import { createWalletsApi, type ListedEmbeddedWallet } from "../../api/wallets.ts";
import { RPC_ERRORS } from "../../eip1193/ProviderRpcError.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import { decideWalletCreationRoute } from "../../flows/recovery/decideWalletCreationRoute.ts";
import type { Eip1193Provider as EmbeddedEip1193Provider } from "../../wallets/embedded/createEip1193Provider.ts";
import { EmbeddedWalletProxy } from "../../wallets/embedded/EmbeddedWalletProxy.ts";
import { walletsToCreateOnLogin } from "../../wallets/embedded/walletsToCreateOnLogin.ts";
import {
  type EmbeddedChainType,
  type EthTransactionRequest,
  type TypedDataJson,
  walletExportPath,
} from "../../wire/walletFrameProtocol.ts";
import { withMfaRetry } from "../recovery/withMfaRetry.ts";
import { withWalletRecovery } from "../recovery/withWalletRecovery.ts";

import { assertFoyerReady } from "./assertFoyerReady.ts";
import { createChainWallets } from "./createChainWallets.ts";
import type {
  EmbeddedWalletRuntimeDeps,
  EmbeddedWalletStore as FoyerStore,
  SignOptions,
} from "./EmbeddedWalletRuntimeDeps.ts";
import { embeddedSignatureScan } from "./embeddedSignatureScan.ts";
import { needsWalletPasskey } from "./needsWalletPasskey.ts";
import { primaryRoot, rootsOf } from "./walletRoots.ts";

export type { EmbeddedWalletRuntimeDeps, SignOptions } from "./EmbeddedWalletRuntimeDeps.ts";

export function createEmbeddedWalletRuntime(store: FoyerStore, deps: EmbeddedWalletRuntimeDeps) {
  const { ui } = deps;
  const api = createWalletsApi(store.api.request);
  // Apps with mfa_required refuse the auth share without a fresh MFA token (missing_or_invalid_mfa): the
  // verification screen shows once and the operation runs again (spec 001 §4 "Connect wallet").
  // A wallet not on this device (new device, cleared frame storage) goes to its recovery screen first.
  const keyed = <T>(operation: () => Promise<T>) =>
    withWalletRecovery(
      store,
      () => withMfaRetry(store, operation, () => ui.promptMfa()),
      (_store, request) => ui.promptRecovery(request),
    );
  let proxy: EmbeddedWalletProxy | null = null;
  let cache: ListedEmbeddedWallet[] | null = null;
  /** Entropies the frame has connected since it was created ('Connecting to your wallet' shows once each). */
  const connected = new Set<string>();
  // The funding prompt after a wallet is created (prompt_funding_on_wallet_creation) shows once per page.
  let promptedFunding = false;
  const getProxy = () => {
    proxy ??=
      deps.createProxy?.() ?? new EmbeddedWalletProxy({ appId: store.appId, frameOrigin: store.walletFrameUrl });
    return proxy;
  };
  // Logout (in this tab or another) drops the frame and everything it unlocked.
  store.session.subscribe(() => {
    if (store.session.getState().status === "unauthenticated") {
      proxy?.destroy();
      proxy = null;
      cache = null;
      connected.clear();
      // Providers handed to dApps learn of the logout (accountsChanged [], disconnect 4900).
      chainWallets.disconnectAll();
    }
  });

  const serverMode = () => store.getSnapshot().config?.embeddedWallets.mode === "user-controlled-server-wallets-only";
  /**
   * The access token of the signed-in user. Signed out, must_be_authenticated with the text of the operation:
   * creating a wallet has its own (spec 001 §4), every other operation the catalogue's.
   */
  async function token(operation: "create" | "use" = "use"): Promise<string> {
    assertFoyerReady(store);
    const accessToken = await store.getAccessToken();
    if (accessToken) return accessToken;
    if (operation === "create")
      throw new FoyerError("must_be_authenticated", "User must be authenticated before creating a foyer wallet");
    throw new FoyerError("must_be_authenticated");
  }
  async function list(refresh = false): Promise<ListedEmbeddedWallet[]> {
    assertFoyerReady(store);
    if (!cache || refresh) cache = await api.list();
    return cache;
  }
  async function find(address: string | undefined, chainType: EmbeddedChainType): Promise<ListedEmbeddedWallet> {
    const pick = (wallets: ListedEmbeddedWallet[]) =>
      address
        ? wallets.find((w) => w.address.toLowerCase() === address.toLowerCase())
        : wallets.find((w) => w.chainType === chainType);
    // The list is cached from its first read (an announcement right after sign-in, say): a wallet created
    // since (another tab, a server-side creation) is found by reading it again once.
    const wallet = pick(await list()) ?? pick(await list(true));
    if (!wallet) throw new FoyerError("embedded_wallet_not_found");
    return wallet;
  }
  const refOf = (w: ListedEmbeddedWallet, accessToken: string) => {
    if (!w.entropyId || !w.entropyIdVerifier)
      throw new FoyerError("embedded_wallet_not_found", "Wallet data is missing");
    return {
      accessToken,
      entropyId: w.entropyId,
      entropyIdVerifier: w.entropyIdVerifier,
      chainType: w.chainType,
      hdWalletIndex: w.hdWalletIndex,
    };
  };
  const appName = () => store.getSnapshot().config?.appName ?? "This app";
  const wantsConfirmation = (options: SignOptions = {}) =>
    options.showWalletUIs !== false || store.getSnapshot().config?.server?.enforce_wallet_uis === true;

  async function signTypedDataNow(wallet: ListedEmbeddedWallet, typedData: TypedDataJson) {
    if (!wallet.entropyId)
      return { signature: await api.rpc(wallet.walletId, "eth_signTypedData_v4", [wallet.address, typedData]) };
    const accessToken = await token();
    return keyed(() => getProxy().signTypedData({ ...refOf(wallet, accessToken), typedData }));
  }

  const chainWallets = createChainWallets(store, {
    find,
    appName,
    async frame(wallet, op, payload) {
      const ref = refOf(wallet, await token());
      return keyed(() => getProxy().call(op, { ...ref, ...payload } as never));
    },
    serverRpc: (wallet, method, params) => api.rpc(wallet.walletId, method as never, params),
    // The provider scanned and confirmed already: sign only.
    signTypedData: async (typedData, address) =>
      (await signTypedDataNow(await find(address, "ethereum"), typedData)).signature,
    signTransaction: (transaction, address) => runtime.signTransaction(transaction, address),
    connect: (address) => runtime.connectWallet({ address }),
    ui,
  });
  /**
   * A user with neither email nor phone has no code to verify a new device with (issue 13): right after
   * their first automatic-recovery wallet is made, the wallet origin's page offers a passkey there. Guests
   * and server wallets (no device keys) are not asked; closing is fine.
   */
  async function offerPasskeyIfNoContact(wallet: ListedEmbeddedWallet | undefined): Promise<void> {
    if (!wallet?.entropyId || serverMode() || !needsWalletPasskey(store)) return;
    await ui.offerWalletPasskey(wallet.entropyId).catch(() => {});
  }

  const runtime = {
    list,
    /** The frame proxy (recovery and MFA flows call setRecovery / recover / verifyMfa on it). */
    proxy: async () => getProxy(),
    /** The wallet recovery acts on: the index-0 Ethereum wallet, else the first frame-held one. */
    primaryWallet: async () => primaryRoot(await list(true)),
    /** One index-0 wallet per entropy (the recovery flows secure each), Ethereum first. */
    rootWallets: async () => rootsOf(await list(true)),
    /** Creates an embedded wallet: index 0 (create / createSolana) or a further HD index (addWallet). */
    async create(input: { chainType?: EmbeddedChainType; walletIndex?: number } = {}): Promise<ListedEmbeddedWallet> {
      assertFoyerReady(store);
      // Spec 001 §4: signed out, creation returns to login (the modal opens on it) and fails.
      if (!(await store.getAccessToken())) store.login();
      const accessToken = await token("create");
      const chainType = input.chainType ?? "ethereum";
      // Host code may pass anything at run time: only the two chains of spec 001 have embedded wallets.
      if (chainType !== "ethereum" && chainType !== "solana") throw new FoyerError("unsupported_wallet_type");
      const index = input.walletIndex ?? 0;
      if (serverMode()) {
        if (index !== 0) throw new FoyerError("not_supported", "Server wallets have one wallet per chain.");
        await api.create(chainType);
      } else if (index === 0) {
        const existing = (await list(true)).find((w) => w.chainType === chainType && w.hdWalletIndex === 0);
        if (existing) throw new FoyerError("embedded_wallet_already_exists");
        await (chainType === "ethereum"
          ? getProxy().create({ accessToken })
          : getProxy().createSolana({ accessToken }));
      } else {
        const root = (await list(true)).find((w) => w.chainType === chainType && w.hdWalletIndex === 0);
        if (!root) throw new FoyerError("embedded_wallet_not_found", "Create the wallet of index 0 first.");
        await keyed(() => getProxy().addWallet({ ...refOf(root, accessToken), chainType, hdWalletIndex: index }));
      }
      const wallets = await list(true);
      await store.session.refreshUser().catch(() => {});
      const created = wallets.find((w) => w.chainType === chainType && w.hdWalletIndex === index);
      if (!created) throw new FoyerError("embedded_wallet_create_error");
      // Spec 001 §3 `prompt_funding_on_wallet_creation`: the funding flow opens over whatever shows, once per page.
      if (
        index === 0 &&
        !promptedFunding &&
        store.getSnapshot().config?.server?.funding_config?.prompt_funding_on_wallet_creation
      ) {
        promptedFunding = true;
        void ui.promptFunding(created.address);
      }
      return created;
    },
    /**
     * Legacy create flow (`require_user_owned_recovery_on_create`): index-0 wallets created already
     * protected by a user-owned method (Ethereum before Solana). For Google Drive / iCloud the frame
     * writes each wallet's key to the drive with `recoveryAccessToken`.
     */
    async createWallets(input: {
      recoveryMethod: "user-passcode" | "google-drive" | "icloud";
      recoveryPassword?: string;
      recoveryAccessToken?: string;
      ethereum: boolean;
      solana: boolean;
    }): Promise<void> {
      const accessToken = await token("create");
      const existing = await list(true);
      const payload = {
        accessToken,
        recoveryMethod: input.recoveryMethod,
        ...(input.recoveryPassword ? { recoveryPassword: input.recoveryPassword } : {}),
        ...(input.recoveryAccessToken ? { recoveryAccessToken: input.recoveryAccessToken } : {}),
      };
      const has = (chainType: EmbeddedChainType) =>
        existing.some((w) => w.chainType === chainType && w.hdWalletIndex === 0);
      if (input.ethereum && !has("ethereum")) await getProxy().create(payload);
      if (input.solana && !has("solana")) await getProxy().createSolana(payload);
      await list(true);
      await store.session.refreshUser().catch(() => {});
    },
    /**
     * The post-login step: creates what the app's createOnLogin asks for, Ethereum before Solana; in legacy
     * mode with `require_user_owned_recovery_on_create` the recovery selection comes first and the wallets
     * are created with the chosen method. `onStart` is called only when a wallet is really being created.
     */
    async createOnLogin(hooks: { onStart?: () => void } = {}): Promise<void> {
      const config = store.getSnapshot().config;
      await token("create");
      const user = store.session.getState().user;
      const chains = config
        ? walletsToCreateOnLogin(user, {
            ethereum: config.embeddedWallets.ethereum.createOnLogin,
            solana: config.embeddedWallets.solana.createOnLogin,
          })
        : [];
      ui.markCreatedOnLogin(false);
      if (chains.length === 0 || !config) return;
      hooks.onStart?.();
      const route = decideWalletCreationRoute(
        {
          mode: serverMode() ? "user-controlled-server-wallets-only" : "legacy-embedded-wallets-only",
          requireUserOwnedRecoveryOnCreate: config.embeddedWallets.requireUserOwnedRecoveryOnCreate,
        },
        { eth: chains.includes("ethereum"), sol: chains.includes("solana") },
      );
      if (route.kind === "recoverySelection") {
        // Legacy mode with user-owned recovery required: the user picks the method first ('Secure your
        // account'); the wallets are then created already protected by it (password, Drive or iCloud).
        await ui.selectRecoveryAndCreate({
          ethereum: route.shouldCreateEth,
          solana: route.shouldCreateSol,
        });
        const wallets = await list(true);
        if (chains.some((chain) => !wallets.some((w) => w.chainType === chain && w.hdWalletIndex === 0)))
          throw new FoyerError("embedded_wallet_create_error", "User wallet creation failed");
      } else {
        const created: ListedEmbeddedWallet[] = [];
        for (const chainType of chains) created.push(await runtime.create({ chainType }));
        await offerPasskeyIfNoContact(created[0]);
      }
      ui.markCreatedOnLogin(true);
    },
    /**
     * Spec 001 §4 "Connect wallet": 'Connecting to your wallet' while the frame's `connect` combines the
     * shares (MFA first when the app forces it; the recovery screen when the wallet is not on this device).
     * Once per wallet and frame; server wallets have nothing to connect. Rejects with the flow's error
     * ('User exited before wallet could be connected' when closed).
     */
    async connectWallet(options: { address?: string; chainType?: EmbeddedChainType } = {}): Promise<void> {
      const wallet = await find(options.address, options.chainType ?? "ethereum");
      if (!wallet.entropyId || connected.has(wallet.entropyId)) return;
      const accessToken = await token();
      await ui.connecting(() => keyed(() => getProxy().connect(refOf(wallet, accessToken))));
      connected.add(wallet.entropyId);
    },
    async signMessage(message: string, options: SignOptions = {}): Promise<{ signature: string }> {
      const wallet = await find(options.address, "ethereum");
      if (wantsConfirmation(options)) {
        await ui.confirmSignature({
          kind: "message",
          app: appName(),
          address: wallet.address,
          body: message,
        });
      }
      if (!wallet.entropyId)
        return { signature: await api.rpc(wallet.walletId, "personal_sign", [toHex(message), wallet.address]) };
      const accessToken = await token();
      return keyed(() => getProxy().signMessage({ ...refOf(wallet, accessToken), message }));
    },
    async signTypedData(typedData: TypedDataJson, options: SignOptions = {}): Promise<{ signature: string }> {
      const wallet = await find(options.address, "ethereum");
      // When the app scans, the typed data is scanned first: a Malicious verdict needs the box ticked, even
      // where the confirmation is skipped; a failed scan falls back to the plain confirmation.
      const step = embeddedSignatureScan(store, wallet.address, ui);
      if (step) {
        const { scanTypedDataBeforeSigning } = await import("../../scan/scanBeforeSigning.ts");
        const chainId = store.getSnapshot().config?.defaultChain?.id ?? null;
        if (!(await scanTypedDataBeforeSigning(typedData, { address: wallet.address, chainId }, step)))
          throw new FoyerError("unable_to_sign", "User rejected the request.", {
            details: { rpcCode: RPC_ERRORS.userRejected.code },
          });
      }
      if (wantsConfirmation(options)) {
        await ui.confirmSignature({
          kind: "typedData",
          app: appName(),
          address: wallet.address,
          body: JSON.stringify(typedData.message, null, 2),
        });
      }
      return signTypedDataNow(wallet, typedData);
    },
    async signTransaction(transaction: EthTransactionRequest, address?: string): Promise<string> {
      const wallet = await find(address, "ethereum");
      if (!wallet.entropyId) return api.rpc(wallet.walletId, "eth_signTransaction", [transaction]);
      const accessToken = await token();
      const signed = await keyed(() => getProxy().signTransaction({ ...refOf(wallet, accessToken), transaction }));
      if (!signed.signedTransaction) throw new FoyerError("unable_to_sign");
      return signed.signedTransaction;
    },
    /**
     * 'Protect your wallet' on demand (issue 13): for users with neither email nor phone, above all those
     * whose wallets were made before the offer existed. This device connects first (a device that is not
     * registered verifies, or learns it cannot), then the wallet origin's page offers a passkey there.
     * Resolves false, showing nothing, for users with an email or phone (their codes verify new devices) and
     * guests; server wallets have no device keys (not_supported).
     */
    async protectWallet(options: { address?: string } = {}): Promise<boolean> {
      if (serverMode()) throw new FoyerError("not_supported", "Server wallets have no device to protect.");
      await token();
      if (!needsWalletPasskey(store)) return false;
      const wallet = options.address
        ? await find(options.address, "ethereum")
        : (await list(true)).find((w) => w.entropyId && w.hdWalletIndex === 0);
      if (!wallet?.entropyId) throw new FoyerError("embedded_wallet_not_found");
      const ref = refOf(wallet, await token());
      if (!connected.has(wallet.entropyId)) await keyed(() => getProxy().connect(ref));
      connected.add(wallet.entropyId);
      await ui.offerWalletPasskey(wallet.entropyId);
      return true;
    },
    /** Opens the export page of the frame in a dialog: the key shows there, never on this page. */
    async exportWallet(options: { address?: string } = {}): Promise<void> {
      const wallet = await find(options.address, "ethereum");
      if (!wallet.entropyId || !wallet.entropyIdVerifier)
        throw new FoyerError("not_supported", "Server wallets cannot be exported.");
      const accessToken = await token();
      const query = new URLSearchParams({
        v: "1",
        entropy_id: wallet.entropyId,
        entropy_id_verifier: wallet.entropyIdVerifier,
        hd_wallet_index: String(wallet.hdWalletIndex),
        chain_type: wallet.chainType,
        client_id: "foyer-react",
        width: "400",
        phrase_export: String(wallet.hdWalletIndex === 0),
        accent: store.getSnapshot().config?.appearance.accentColor ?? "#4f46e5",
      });
      const url = `${new URL(store.walletFrameUrl).origin}${walletExportPath(store.appId)}?${query}#token=${encodeURIComponent(accessToken)}`;
      await ui.openExport(url);
    },
    /** An EIP-1193 provider for one embedded Ethereum wallet (usable with viem's `custom` transport and wagmi). */
    async getEthereumProvider(address?: string): Promise<EmbeddedEip1193Provider> {
      return (await runtime.ethereumWallet(address)).provider;
    },
    /** The embedded Ethereum wallet below React: provider and transaction flow (createChainWallets). */
    ethereumWallet: (address?: string) => chainWallets.ethereumWallet(address),
    /** The embedded Solana wallet below React: review, sign (sign-all) and send (createChainWallets). */
    solanaWallet: (address?: string) => chainWallets.solanaWallet(address),
    /** Announces the embedded wallets by EIP-6963 and the Wallet Standard (wagmi, Solana dApps find them). */
    announceWallets: () => chainWallets.announce(),
  };
  return runtime;
}

export type EmbeddedWalletRuntime = ReturnType<typeof createEmbeddedWalletRuntime>;

function toHex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
