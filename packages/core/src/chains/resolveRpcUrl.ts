import type { Chain } from "./Chain.ts";

/** Where a host points chain reads (FoyerClientConfig.rpcConfig). */
export interface RpcConfig {
  /** JSON-RPC URL per EVM chain id; wins over everything but a chain's own wallet override. */
  rpcUrls?: Record<number, string>;
  /** JSON-RPC URL per Solana cluster ("mainnet", "devnet", "testnet", "localnet"), over the public default. */
  solanaRpcUrls?: Partial<Record<"mainnet" | "devnet" | "testnet" | "localnet", string>>;
}

/**
 * The `rpcUrls` group of a chain that names an RPC the wallet must use whatever the host configures (a
 * chain defined for one wallet, e.g. a private network).
 */
export const WALLET_OVERRIDE_RPC_GROUP = "foyerWalletOverride";
/** The `rpcUrls` group of a chain served by the Foyer deployment's own RPC (billed/limited per app). */
export const FOYER_RPC_GROUP = "foyer";
/** Query parameter carrying the app id on the Foyer-hosted RPC URL. */
export const FOYER_RPC_APP_ID_PARAM = "foyerAppId";

/**
 * The JSON-RPC URL for chain reads, by the priority of spec 000 §7: the chain's wallet override, the host's
 * per-chain URL (`rpcConfig.rpcUrls[chain.id]`), the Foyer-hosted URL with `?foyerAppId=<appId>`, then the
 * chain's public URL, then its default one.
 *
 * @example
 * resolveRpcUrl(base, { rpcConfig: { rpcUrls: { 8453: "https://base.example/rpc" } } }); // the configured one
 */
export function resolveRpcUrl(chain: Chain, options: { rpcConfig?: RpcConfig; appId?: string | null } = {}): string {
  const override = chain.rpcUrls[WALLET_OVERRIDE_RPC_GROUP]?.http[0];
  if (override) return override;
  const configured = options.rpcConfig?.rpcUrls?.[chain.id];
  if (configured) return configured;
  const hosted = chain.rpcUrls[FOYER_RPC_GROUP]?.http[0];
  if (hosted && options.appId) {
    const url = new URL(hosted);
    url.searchParams.set(FOYER_RPC_APP_ID_PARAM, options.appId);
    return url.toString();
  }
  const publicUrl = chain.rpcUrls.public?.http[0];
  if (publicUrl) return publicUrl;
  const fallback = chain.rpcUrls.default.http[0];
  if (!fallback) throw new Error(`Chain ${chain.id} (${chain.name}) has no RPC URL`);
  return fallback;
}
