import type { OnrampDestination } from "../../contract/onrampNetworks.ts";
import { RELAY_SOL_CURRENCY, RELAY_SOLANA_CHAIN_ID, ZERO_ADDRESS } from "../../funding/createRelayClient.ts";
import type { FundingConfig } from "../../funding/FundingConfig.ts";
import type { FundingPorts } from "../../funding/FundingPorts.ts";
import type { BalanceTarget } from "../../funding/readChainBalance.ts";
import type { FundingData } from "./FundingData.ts";

/**
 * Where the funded wallet lives, in each party's terms: the card providers' destination (a production chain
 * id, or "solana"; local chains through the served aliases), the bridge's chain and currency ids, and the
 * balance the watcher reads.
 */

/** The card providers' destination, or null when they sell nothing there. */
export function onrampDestination(data: FundingData, config: FundingConfig): OnrampDestination | null {
  if (data.chainType === "solana") {
    const mainnet =
      data.solanaChain === "mainnet" || (data.solanaChain === "localnet" && config.endpoints.solanaLocalnetAlias);
    return mainnet ? "solana" : null;
  }
  if (!data.chain) return null;
  return config.endpoints.chainAliases[data.chain.id] ?? data.chain.id;
}

/** The bridge's destination chain and currency ids, or null when the destination cannot be bridged to. */
export function bridgeDestination(
  data: FundingData,
  ports: FundingPorts,
): { chainId: number; currency: string } | null {
  if (data.chainType === "solana") {
    const currency = data.isUSDC ? ports.solanaUsdcMint : RELAY_SOL_CURRENCY;
    return currency ? { chainId: RELAY_SOLANA_CHAIN_ID, currency } : null;
  }
  if (!data.chain) return null;
  const currency = data.isUSDC
    ? (data.erc20Address ?? ports.usdcAddress(data.chain.id))
    : (data.erc20Address ?? ZERO_ADDRESS);
  return currency ? { chainId: data.chain.id, currency } : null;
}

/** The funded balance (native coin or token) the watcher polls. */
export function fundedBalanceTarget(data: FundingData, ports: FundingPorts): BalanceTarget | null {
  if (data.chainType === "solana") {
    if (!ports.solanaRpcUrl) return null;
    return {
      kind: "solana",
      rpcUrl: ports.solanaRpcUrl,
      address: data.address,
      mint: data.isUSDC ? ports.solanaUsdcMint : null,
    };
  }
  const rpcUrl = data.chain ? ports.rpcUrl(data.chain.id) : null;
  if (!rpcUrl || !data.chain) return null;
  const token = data.erc20Address ?? (data.isUSDC ? ports.usdcAddress(data.chain.id) : null);
  return { kind: "evm", rpcUrl, address: data.address, token };
}
