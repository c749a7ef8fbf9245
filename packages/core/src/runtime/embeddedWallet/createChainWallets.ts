import type { ListedEmbeddedWallet } from "../../api/wallets.ts";
import { createChainRegistry } from "../../chains/createChainRegistry.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import { createPriceSource } from "../../prices/priceSources.ts";
import { createServerTransactionScan } from "../../transactions/createServerTransactionScan.ts";
import type { EmbeddedSolanaWallet } from "../../transactions/solana/createEmbeddedSolanaWallet.ts";
import type { TransactionUiSettings } from "../../transactions/TransactionScreens.ts";
import { announceEip6963Provider } from "../../wallets/embedded/announceEip6963Provider.ts";
import { createEmbeddedEvmWallet, type EmbeddedEvmWallet } from "../../wallets/embedded/createEmbeddedEvmWallet.ts";
import { FOYER_EMBEDDED_RDNS } from "../../wallets/embedded/foyerEmbeddedRdns.ts";
import { registerWalletStandard } from "../../wallets/embedded/registerWalletStandard.ts";
import type {
  EmbeddedChainType,
  EthTransactionRequest,
  TypedDataJson,
  WalletFrameOps,
} from "../../wire/walletFrameProtocol.ts";
import type { EmbeddedWalletStore as FoyerStore } from "./EmbeddedWalletRuntimeDeps.ts";
import type { EmbeddedWalletUi } from "./EmbeddedWalletUi.ts";
import { embeddedSignatureScan } from "./embeddedSignatureScan.ts";

/** What the embedded-wallet runtime lends the chain wallets: lookups and the frame / server-wallet calls. */
export interface ChainWalletDeps {
  find(address: string | undefined, chainType: EmbeddedChainType): Promise<ListedEmbeddedWallet>;
  /** One frame operation with the wallet's ref and a fresh token, through MFA retry and recovery. */
  frame<O extends "signMessage" | "signTransaction" | "signAuthorization">(
    wallet: ListedEmbeddedWallet,
    op: O,
    payload: Omit<
      WalletFrameOps[O]["payload"],
      "accessToken" | "entropyId" | "entropyIdVerifier" | "chainType" | "hdWalletIndex"
    >,
  ): Promise<WalletFrameOps[O]["result"]>;
  /** `wallets/{id}/rpc` of a server wallet. */
  serverRpc(wallet: ListedEmbeddedWallet, method: string, params: unknown[]): Promise<string>;
  signTypedData(typedData: TypedDataJson, address: string): Promise<string>;
  /** The embedded connect flow ('Connecting to your wallet') of one wallet. */
  connect(address: string): Promise<void>;
  signTransaction(transaction: EthTransactionRequest, address: string): Promise<string>;
  appName(): string;
  /** The screens: the transaction flow, funding, the signature and scan confirmations. */
  ui: EmbeddedWalletUi;
}

const ICON =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzRmNDZlNSIvPjwvc3ZnPg==";
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const utf8Hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;

/**
 * The embedded wallets as chain wallets (core createEmbeddedEvmWallet / createEmbeddedSolanaWallet), one per
 * address and store: their providers, the transaction flow with the screens, EIP-6963 and Wallet Standard
 * announcements, and the logout that tells every provider handed out.
 */
export function createChainWallets(store: FoyerStore, deps: ChainWalletDeps) {
  const evm = new Map<string, EmbeddedEvmWallet>();
  const solana = new Map<string, EmbeddedSolanaWallet>();
  const stops: (() => void)[] = [];
  const announced = new Set<"ethereum" | "solana">();
  // The funding step of a wallet's flow: the runner waits here until the add-funds screen is left.
  const fundingWaits = new Map<string, () => void>();
  const endFunding = (address: string) => {
    fundingWaits.get(address.toLowerCase())?.();
    fundingWaits.delete(address.toLowerCase());
  };
  const server = () => store.getSnapshot().config?.server;
  const settings = (): TransactionUiSettings => ({
    enforceWalletUis: server()?.enforce_wallet_uis === true,
    // 'Add funds' when the app funds wallets at all; it opens the transaction's add-funds screen.
    fundingAvailable: !!server()?.funding_config,
    scanning: server()?.transaction_scanning_enabled === true,
  });
  // A server on this machine is a development server: prices from the local stand-in (offline).
  const prices = () =>
    createPriceSource(/^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(store.serverUrl) ? "local" : "coingecko");

  async function ethereumWallet(address?: string): Promise<EmbeddedEvmWallet> {
    const wallet = await deps.find(address, "ethereum");
    const existing = evm.get(wallet.address.toLowerCase());
    if (existing) return existing;
    const config = store.getSnapshot().config;
    // Typed data (Permit, Permit2 grants) is scanned before its confirmation when the app scans.
    const signatureScan = embeddedSignatureScan(store, wallet.address, deps.ui);
    const created = createEmbeddedEvmWallet({
      ...(signatureScan ? { signatureScan } : {}),
      chains: createChainRegistry({
        supportedChains: config?.supportedChains ?? null,
        defaultChain: config?.defaultChain ?? null,
        ...(config?.rpcConfig ? { rpcConfig: config.rpcConfig } : {}),
        appId: store.appId,
      }),
      request: store.api.request,
      settings: settings(),
      screens: () => (flow, request) =>
        deps.ui.showTransactionFlow(flow as never, { ...request, chainType: "ethereum" }, deps.appName(), () =>
          endFunding(wallet.address),
        ),
      // 'Add funds' opens the funding flow over the approval; the request is prepared again once it closes.
      // Should the app's funding data not fit (no chain Foyer can fund), the approval's own receive screen stays.
      openFunding: ({ address, chainId }) =>
        deps.ui.openFunding(address, { comingFromSendTransactionScreen: true, chainId }).then(
          () => {},
          () => new Promise<void>((resolve) => fundingWaits.set(address.toLowerCase(), resolve)),
        ),
      prices: prices(),
      extendedDecoding: server()?.extended_calldata_decoding === true,
      scan: createServerTransactionScan(store.api.request),
      connect: () => deps.connect(wallet.address),
      confirmSignature: (request) =>
        deps.ui.confirmSignature({
          kind: request.method === "personal_sign" ? "message" : "typedData",
          app: deps.appName(),
          address: wallet.address,
          body:
            request.method === "personal_sign" ? request.message : JSON.stringify(request.typedData.message, null, 2),
        }),
      signer: {
        address: wallet.address,
        signMessage: async (m) => {
          if (!wallet.entropyId)
            return deps.serverRpc(wallet, "personal_sign", ["hex" in m ? m.hex : utf8Hex(m.text), wallet.address]);
          const payload = "hex" in m ? { message: m.hex, encoding: "hex" as const } : { message: m.text };
          return (await deps.frame(wallet, "signMessage", payload)).signature;
        },
        signTypedData: (typedData) => deps.signTypedData(typedData, wallet.address),
        signTransaction: (transaction) => deps.signTransaction(transaction, wallet.address),
        // EIP-7702 (sponsorship, atomic batches) for frame wallets; server wallets do not delegate.
        ...(wallet.entropyId
          ? {
              signAuthorization: async (authorization: { chainId: number; address: string; nonce: number }) =>
                (await deps.frame(wallet, "signAuthorization", { authorization })).authorization,
            }
          : {}),
      },
    });
    evm.set(wallet.address.toLowerCase(), created);
    return created;
  }

  async function solanaWallet(address?: string): Promise<EmbeddedSolanaWallet> {
    const wallet = await deps.find(address, "solana");
    const existing = solana.get(wallet.address);
    if (existing) return existing;
    const support = store.solana;
    // Spec 001 §8's text; the cause says what the host must add.
    if (!support)
      throw new FoyerError("not_supported", "Unable to load solana plugin", {
        cause: new Error(
          'Solana transactions need Solana support: <FoyerProvider solana={foyerSolana}>, foyerSolana from "@foyer/react/solana".',
        ),
      });
    const localServer = /^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(store.serverUrl);
    const created = support.createEmbeddedSolanaWallet({
      address: wallet.address,
      signMessages: async (messages) => {
        // A server wallet (no entropy: its key is held by the server) signs each message over RPC.
        if (!wallet.entropyId)
          return Promise.all(messages.map(async (m) => fromB64(await deps.serverRpc(wallet, "signMessage", [b64(m)]))));
        const { signatures } = await deps.frame(wallet, "signTransaction", { serializedMessages: messages.map(b64) });
        if (!signatures) throw new FoyerError("unable_to_sign");
        return signatures.map(fromB64);
      },
      signMessage: async (message) =>
        fromB64(
          wallet.entropyId
            ? (await deps.frame(wallet, "signMessage", { message: b64(message), encoding: "base64" })).signature
            : await deps.serverRpc(wallet, "signMessage", [b64(message)]),
        ),
      // Development servers pair with the local LiteSVM chain of `npm start`.
      defaultCluster: localServer ? "localnet" : "mainnet",
      rpcUrls: store.getSnapshot().config?.rpcConfig.solanaRpcUrls ?? {},
      settings: settings(),
      screens: () => (flow, request) =>
        deps.ui.showTransactionFlow(flow as never, { ...request, chainType: "solana" }, deps.appName(), () => {}),
      prices: prices(),
    });
    solana.set(wallet.address, created);
    return created;
  }

  return {
    ethereumWallet,
    solanaWallet,
    /**
     * Announces the user's first embedded wallets to the page: EIP-6963 (Ethereum: wagmi, wallet lists) and
     * the Wallet Standard (Solana dApps). Foyer's own external-wallet lists leave them out.
     */
    async announce(): Promise<void> {
      const name = "Foyer";
      // Once per chain per session: a later call (a wallet created since) adds only what is missing.
      if (!announced.has("ethereum")) {
        announced.add("ethereum");
        const eth = await ethereumWallet().catch(() => null);
        if (eth)
          stops.push(
            announceEip6963Provider(
              { uuid: globalThis.crypto.randomUUID(), name, icon: ICON, rdns: FOYER_EMBEDDED_RDNS },
              eth.provider,
            ),
          );
        else announced.delete("ethereum");
      }
      const support = store.solana;
      if (support && !announced.has("solana")) {
        announced.add("solana");
        const sol = await solanaWallet().catch(() => null);
        if (sol) {
          const standard = support.createSolanaStandardWallet(sol, { name, icon: ICON });
          const unregister = registerWalletStandard(standard);
          stops.push(() => {
            standard.disconnect();
            unregister();
          });
        } else announced.delete("solana");
      }
    },
    /** Logout: providers handed to dApps learn it (accountsChanged [], disconnect 4900); announcements stop. */
    disconnectAll(): void {
      for (const wallet of evm.values()) wallet.provider.disconnect();
      for (const stop of stops.splice(0)) stop();
      announced.clear();
      evm.clear();
      solana.clear();
    },
  };
}
