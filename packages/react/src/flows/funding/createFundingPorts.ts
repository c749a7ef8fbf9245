import type { Chain } from "@foyer/core/chains";
import { SOLANA_CLUSTERS, USDC_ADDRESSES } from "@foyer/core/chains";
import type { ResolvedConfig } from "@foyer/core/config";
import type { FundingConfig, FundingPorts, SourceWallet } from "@foyer/core/funding";
import type { ConnectedWallet } from "@foyer/core/wallets";
import type { FoyerStore } from "../../provider/createFoyerStore.ts";
import { openPopup } from "../../shell/openPopup.ts";
import type { FundingSources } from "./createFundingSources.ts";
import { solanaSourceWallet } from "./solanaSourceWallet.ts";

/** The Solana cluster a funding flow runs on (the funded wallet's, else the source wallet's). */
export type FundingCluster = "mainnet" | "devnet" | "testnet" | "localnet";

/** The EVM chains Foyer can reach for funding: the host's chains, and the sandbox's local ones (development). */
export function fundingChains(config: ResolvedConfig, funding: FundingConfig): Chain[] {
  const host = [...(config.defaultChain ? [config.defaultChain] : []), ...(config.supportedChains ?? [])];
  const local: Chain[] = funding.endpoints.localChains.map((chain) => ({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }));
  const seen = new Set<number>();
  return [...host, ...local].filter((chain) => !seen.has(chain.id) && seen.add(chain.id));
}

/**
 * The funding runners' surroundings in the browser (FundingPorts): the API client's request function (the
 * funding providers' server calls), a centred popup opened inside the click, analytics events, the chains' RPC URLs (the host's
 * `rpcConfig`, the sandbox's local chains, the chain's default), the USDC of each chain, and the external
 * wallets as transfer and bridge sources (connected ones, and configured ones connected on the way).
 */
export function createFundingPorts(
  store: FoyerStore,
  config: ResolvedConfig,
  funding: FundingConfig,
  cluster: FundingCluster,
  sources: FundingSources,
): FundingPorts {
  const chains = fundingChains(config, funding);
  const local = (chainId: number) => funding.endpoints.localChains.find((chain) => chain.chainId === chainId);
  const solanaRpcUrl = config.rpcConfig.solanaRpcUrls[cluster] ?? SOLANA_CLUSTERS[cluster].rpcUrl;
  const toSource = (wallet: ConnectedWallet): SourceWallet =>
    wallet.chainType === "solana"
      ? solanaSourceWallet(wallet, solanaRpcUrl)
      : {
          kind: "evm",
          address: wallet.address,
          request: async (args) => (await wallet.getEthereumProvider()).request(args as never),
        };
  const sourceWallet = (id: string): SourceWallet | null => {
    const wallet = sources.wallet(id);
    return wallet ? toSource(wallet) : null;
  };
  return {
    request: store.api.request,
    config: funding,
    openPopup() {
      const popup = openPopup("foyer-funding");
      if (!popup) return null;
      return {
        navigate: (url) => {
          popup.location.href = url;
        },
        close: () => popup.close(),
        get closed() {
          return popup.closed;
        },
      };
    },
    track(name, payload) {
      void store.api.analytics.send({ eventName: name, payload }).catch(() => {});
    },
    rpcUrl: (chainId) =>
      config.rpcConfig.rpcUrls[chainId] ??
      local(chainId)?.rpcUrl ??
      chains.find((chain) => chain.id === chainId)?.rpcUrls.default.http[0] ??
      null,
    solanaRpcUrl,
    usdcAddress: (chainId) => local(chainId)?.usdc ?? USDC_ADDRESSES[chainId] ?? null,
    solanaUsdcMint: funding.endpoints.solanaUsdcMint ?? SOLANA_CLUSTERS[cluster].usdcMint,
    sourceWallet,
    connectWallet: async (id) => toSource(await sources.connect(id)),
    sandbox: false,
    accentColor: config.appearance.accentColor,
    theme: config.appearance.theme === "dark" ? "dark" : "light",
    now: () => Date.now(),
  };
}
