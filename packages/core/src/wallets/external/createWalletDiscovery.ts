import type { DetectedWallet } from "../buildWalletList.ts";
import type { Eip1193Provider } from "../Eip1193Provider.ts";
import { discoverEip6963, type Eip6963Discovery } from "./discoverEip6963.ts";
import { injectedWalletName } from "./injectedWalletName.ts";
import { listenWalletStandard } from "./listenWalletStandard.ts";
import { isSolanaSignInWallet, type SolanaStandardWallet } from "./SolanaStandardWallet.ts";

/** The wallet name `registerMwa()` of @solana-mobile/wallet-standard-mobile registers (Android, desktop QR). */
export const MOBILE_WALLET_ADAPTER_NAME = "Mobile Wallet Adapter";

/** The key of the `window.ethereum` fallback among detected wallets. */
export const INJECTED_KEY = "injected";

/** Wallets found in the page and the objects to talk to them. */
export interface WalletDiscovery {
  /** A new array only when something changed (useSyncExternalStore-friendly). */
  detected(): readonly DetectedWallet[];
  ethereumProvider(key: string): Eip1193Provider | undefined;
  solanaWallet(key: string): SolanaStandardWallet | undefined;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

/**
 * Ethereum wallets by EIP-6963, plus `window.ethereum` when no announced wallet is that same object; Solana
 * wallets by the Wallet Standard (listenWalletStandard speaks its register / app-ready event protocol).
 */
export function createWalletDiscovery(win: Window): WalletDiscovery {
  const listeners = new Set<() => void>();
  const eip6963: Eip6963Discovery = discoverEip6963(win);
  const standard = listenWalletStandard(win);
  let snapshot: readonly DetectedWallet[] = [];
  let solana = new Map<string, SolanaStandardWallet>();

  const injected = (): Eip1193Provider | undefined => {
    const candidate = (win as unknown as { ethereum?: Eip1193Provider }).ethereum;
    if (!candidate || typeof candidate.request !== "function") return undefined;
    return eip6963.list().some((d) => d.provider === candidate) ? undefined : candidate;
  };

  const rebuild = () => {
    const next: DetectedWallet[] = eip6963.list().map((d) => ({
      key: d.info.uuid,
      name: d.info.name,
      icon: d.info.icon,
      rdns: d.info.rdns,
      chain: "ethereum",
      connectorType: "injected",
    }));
    const fallback = injected();
    if (fallback) {
      next.push({
        key: INJECTED_KEY,
        name: injectedWalletName(fallback),
        chain: "ethereum",
        connectorType: "injected",
      });
    }
    solana = new Map();
    for (const wallet of standard.get()) {
      if (!isSolanaSignInWallet(wallet)) continue;
      const key = `standard:${wallet.name}`;
      if (solana.has(key)) continue;
      solana.set(key, wallet);
      next.push({
        key,
        name: wallet.name,
        icon: wallet.icon,
        chain: "solana",
        // Solana Mobile's Wallet Standard registration (registerMwa) opens another app or a QR session to
        // connect, so like WalletConnect it connects first and asks for the signature on its own screen.
        connectorType: wallet.name === MOBILE_WALLET_ADAPTER_NAME ? "mobile_wallet_adapter" : "solana_adapter",
      });
    }
    const same =
      next.length === snapshot.length &&
      next.every((w, i) => w.key === snapshot[i]?.key && w.name === snapshot[i]?.name);
    if (same) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const offEip = eip6963.subscribe(rebuild);
  const offStandard = standard.subscribe(rebuild);
  rebuild();

  return {
    detected: () => snapshot,
    ethereumProvider(key) {
      if (key === INJECTED_KEY) return injected();
      return eip6963.list().find((d) => d.info.uuid === key)?.provider;
    },
    solanaWallet: (key) => solana.get(key),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      offEip();
      offStandard();
      standard.stop();
      eip6963.stop();
      listeners.clear();
    },
  };
}
