import type { Chain } from "../../chains/Chain.ts";
import type { Eip1193Provider } from "../../eip1193/Eip1193Provider.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { WalletChoice } from "../../flows/walletConnect/walletFlowTypes.ts";
import type { ListedWallet } from "../../wallets/buildWalletList.ts";
import type { ConnectedWallet, WalletSource } from "../../wallets/external/ConnectedWallet.ts";
import { createWalletDiscovery, type WalletDiscovery } from "../../wallets/external/createWalletDiscovery.ts";
import { fetchWalletListings } from "../../wallets/external/fetchWalletListings.ts";
import { writeLastUsedWallet } from "../../wallets/external/lastUsedWallet.ts";
import { openWalletSession } from "../../wallets/external/openWalletSession.ts";
import { readRememberedWallets, writeRememberedWallets } from "../../wallets/external/rememberedWallets.ts";
import { switchEthereumChain } from "../../wallets/external/switchEthereumChain.ts";
import type { WalletSession } from "../../wallets/external/WalletSession.ts";
import { createWalletConnectorRegistry, type WalletConnectorRegistry } from "../../wallets/walletConnectorRegistry.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { guardExternalProvider } from "./guardExternalProvider.ts";
import { guardExternalSolanaWallet } from "./guardExternalSolanaWallet.ts";
import { signInWithWallet, type WalletSignInOptions, type WalletSignInOutcome } from "./signInWithWallet.ts";
import type { WalletPrompts } from "./WalletPrompts.ts";

/** The external wallets of one FoyerStore: discovery, connections, sign-in, and what `useWallets()` lists. */
export interface WalletManager extends WalletSource {
  discovery(): WalletDiscovery;
  /** The app's registered connectors (client config `walletConnectors`). */
  connectors: WalletConnectorRegistry;
  /** Listing-service wallets (with a WalletConnect project id and its connector), else []. */
  listings(): Promise<readonly ListedWallet[]>;
  /** `reset`: forget the site's connection in the wallet first (the status screen's reset link). */
  connect(
    choice: WalletChoice,
    onPairingUri: (uri: string) => void,
    options?: { reset?: boolean },
  ): Promise<WalletSession>;
  /** The connected session of `address` (from connect). */
  session(address: string): WalletSession | undefined;
  signIn(session: WalletSession, options: WalletSignInOptions): Promise<WalletSignInOutcome>;
  /** Embedded wallets (another issue) plug in here; their wallets join `useWallets()`. */
  addSource(source: WalletSource): () => void;
}

/** Creates the wallet manager of a store (see walletManagerFor: one per store, loaded lazily). */
export function createWalletManager(store: FoyerStore, prompts: WalletPrompts): WalletManager {
  let discovery: WalletDiscovery | null = null;
  let listingsPromise: Promise<readonly ListedWallet[]> | null = null;
  const sessions = new Map<
    string,
    { session: WalletSession; chainId: string | null; off: () => void; switching?: boolean }
  >();
  let connectError: FoyerError | null = null;
  const sources = new Set<WalletSource>();
  const listeners = new Set<() => void>();
  let snapshot: readonly ConnectedWallet[] = [];

  const config = () => store.getSnapshot().config;
  const supportedChains = (): readonly Chain[] | null => config()?.supportedChains ?? null;
  const chainIds = (): number[] => {
    const c = config();
    const ids = (c?.supportedChains ?? []).map((chain) => chain.id);
    const first = c?.defaultChain?.id;
    return first === undefined ? ids : [first, ...ids.filter((id) => id !== first)];
  };

  /** Injected and Wallet Standard connections are remembered so a reload can restore them without a prompt. */
  const persist = () => {
    const list = [...sessions.values()]
      .map(({ session }) => session)
      .filter((session) => session.choice.detectedKey)
      .map((session) => ({
        choice: session.choice,
        address: session.address,
        detectedName:
          manager
            .discovery()
            .detected()
            .find((w) => w.key === session.choice.detectedKey)?.name ?? session.choice.name,
      }));
    writeRememberedWallets(store.appId, list);
  };

  const rebuild = () => {
    const own = [...sessions.values()].map(({ session, chainId, switching }) =>
      toConnected(session, chainId, switching === true),
    );
    const others = [...sources].flatMap((source) => source.wallets());
    snapshot = [...others, ...own];
    for (const listener of [...listeners]) listener();
  };

  const keyOf = (session: WalletSession) => `${session.choice.chain}:${session.address.toLowerCase()}`;

  async function disconnect(session: WalletSession): Promise<void> {
    const entry = sessions.get(keyOf(session));
    if (!entry) return;
    entry.off();
    sessions.delete(keyOf(session));
    persist();
    rebuild();
    try {
      if (session.solana) await session.solana.wallet.features["standard:disconnect"]?.disconnect();
      else if (session.choice.connectorType !== "injected") {
        await (session.ethereum as { disconnect?: () => Promise<void> } | undefined)?.disconnect?.();
      }
    } catch {
      // Already gone on the wallet's side.
    }
  }

  async function switchChain(session: WalletSession, id: number): Promise<void> {
    const provider = session.ethereum;
    if (!provider) throw new FoyerError("not_supported", "Only Ethereum wallets switch chains.");
    const entry = sessions.get(keyOf(session));
    if (entry) {
      entry.switching = true;
      rebuild();
    }
    try {
      await switchEthereumChain(provider, id, supportedChains());
      if (entry) entry.chainId = `eip155:${id}`;
    } finally {
      if (entry) {
        entry.switching = false;
        rebuild();
      }
    }
  }

  function toConnected(session: WalletSession, chainId: string | null, switching = false): ConnectedWallet {
    return {
      address: session.address,
      chainType: session.choice.chain,
      chainId,
      walletClientType: session.choice.walletClientType,
      connectorType: session.choice.connectorType,
      name: session.choice.name,
      icon: session.choice.icon,
      status: switching ? "switching_to_supported_chain" : "connected",
      getEthereumProvider: async () => {
        if (!session.ethereum) throw new FoyerError("not_supported", "A Solana wallet has no EIP-1193 provider.");
        // What the app signs through is scanned first when the app scans (the wallet's own events pass as is).
        return guardExternalProvider(store, prompts, session.ethereum, session.address);
      },
      getSolanaWallet: async () => {
        if (!session.solana) throw new FoyerError("not_supported", "An Ethereum wallet has no Solana wallet.");
        // The Solana twin of the provider above: what the app hands the wallet is scanned first.
        return guardExternalSolanaWallet(store, prompts, session.solana.wallet, session.address);
      },
      switchChain: (id) => switchChain(session, id),
      disconnect: () => disconnect(session),
    };
  }

  /** Follows the wallet's account and chain changes; an emptied account list disconnects it. */
  function watch(session: WalletSession): () => void {
    const provider = session.ethereum as Eip1193Provider | undefined;
    if (!provider?.on) return () => {};
    const onChain = (id: string) => {
      const entry = sessions.get(keyOf(session));
      if (!entry) return;
      entry.chainId = `eip155:${Number.parseInt(String(id), 16)}`;
      rebuild();
    };
    const onAccounts = (accounts: readonly string[]) => {
      if (!accounts.some((a) => a.toLowerCase() === session.address.toLowerCase())) void disconnect(session);
    };
    provider.on("chainChanged", onChain as (...args: never[]) => void);
    provider.on("accountsChanged", onAccounts as (...args: never[]) => void);
    return () => {
      provider.removeListener?.("chainChanged", onChain as (...args: never[]) => void);
      provider.removeListener?.("accountsChanged", onAccounts as (...args: never[]) => void);
    };
  }

  function adopt(session: WalletSession, chainId: string | null): void {
    const key = keyOf(session);
    sessions.get(key)?.off();
    sessions.set(key, { session, chainId, off: watch(session) });
    persist();
    rebuild();
  }

  /**
   * After a reload: asks each remembered wallet, without a prompt (eth_accounts, standard:connect silent),
   * whether the address is still connected, and adopts it if so.
   */
  async function restore(): Promise<void> {
    const remembered = readRememberedWallets(store.appId);
    if (remembered.length === 0 || typeof window === "undefined") return;
    const discovery = manager.discovery();
    for (const entry of remembered) {
      const found = discovery.detected().find((w) => w.name === entry.detectedName && w.chain === entry.choice.chain);
      if (!found) continue;
      const choice = { ...entry.choice, detectedKey: found.key };
      try {
        if (choice.chain === "solana") {
          const wallet = discovery.solanaWallet(found.key);
          const result = await wallet?.features["standard:connect"]?.connect({ silent: true });
          const account = result?.accounts.find((a) => a.address === entry.address);
          if (wallet && account) {
            const ledgerPlugin =
              !account.features.includes("solana:signMessage") && account.features.includes("solana:signTransaction");
            adopt({ choice, address: account.address, solana: { wallet, account }, ledgerPlugin }, null);
          }
          continue;
        }
        const provider = discovery.ethereumProvider(found.key);
        const accounts = (await provider?.request({ method: "eth_accounts" })) as unknown;
        if (!provider || !Array.isArray(accounts)) continue;
        if (!accounts.some((a) => typeof a === "string" && a.toLowerCase() === entry.address.toLowerCase())) continue;
        const id = await provider.request({ method: "eth_chainId" }).catch(() => null);
        adopt(
          { choice, address: entry.address, ethereum: provider, ledgerPlugin: false },
          id ? `eip155:${Number.parseInt(String(id), 16)}` : null,
        );
      } catch {
        // Not connected any more: stays forgotten.
      }
    }
  }

  const manager: WalletManager = {
    connectors: createWalletConnectorRegistry(store.clientConfig.walletConnectors),
    discovery() {
      discovery ??= createWalletDiscovery(window);
      return discovery;
    },
    listings() {
      // Listed wallets connect by QR code: without the WalletConnect connector they could not be opened.
      const projectId = config()?.server?.wallet_connect_cloud_project_id;
      const walletConnect = manager.connectors.find("wallet_connect_v2");
      if (!projectId || !walletConnect) return Promise.resolve([]);
      listingsPromise ??= fetchWalletListings(projectId, fetch, 100, walletConnect.listingUrl);
      return listingsPromise;
    },
    connectError: () => connectError,
    async connect(choice, onPairingUri, options) {
      let session: WalletSession;
      try {
        session = await openWalletSession(choice, {
          discovery: manager.discovery(),
          connectors: manager.connectors,
          walletConnectProjectId: config()?.server?.wallet_connect_cloud_project_id ?? null,
          appName: config()?.appName ?? "Foyer",
          chains: chainIds(),
          onPairingUri,
          reset: options?.reset === true,
        });
      } catch (error) {
        // useWallets().connectError: why the last attempt failed, until one succeeds.
        connectError = error instanceof FoyerError ? error : new FoyerError("unknown_connect_wallet_error");
        for (const listener of [...listeners]) listener();
        throw error;
      }
      if (connectError) connectError = null;
      let chainId: string | null = null;
      if (session.ethereum) {
        try {
          chainId = `eip155:${Number.parseInt(String(await session.ethereum.request({ method: "eth_chainId" })), 16)}`;
        } catch {
          chainId = null;
        }
      }
      adopt(session, chainId);
      writeLastUsedWallet(store.appId, { walletClientType: choice.walletClientType, chainType: choice.chain });
      return session;
    },
    session(address) {
      for (const { session } of sessions.values()) {
        if (session.address.toLowerCase() === address.toLowerCase()) return session;
      }
      return undefined;
    },
    signIn: (session, options) => signInWithWallet(store, session, options),
    addSource(source) {
      sources.add(source);
      const off = source.subscribe(rebuild);
      rebuild();
      return () => {
        off();
        sources.delete(source);
        rebuild();
      };
    },
    wallets: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // Wallets announce themselves on the page's own schedule: give them a moment before restoring.
  if (typeof window !== "undefined") setTimeout(() => void restore(), 0);
  return manager;
}
