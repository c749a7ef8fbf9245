import type { Chain } from "./Chain.ts";

/** The explorer of a chain that names none (spec 000 §9 "explorer fallback"). */
export const DEFAULT_BLOCK_EXPLORER_URL = "https://etherscan.io";

/** What to link to: the chain's explorer home, an address, or a transaction hash. */
export type ExplorerTarget = { address: string } | { transaction: string } | null;

/**
 * A block-explorer link for an EVM chain: its default explorer, or Etherscan when it has none.
 *
 * @example
 * blockExplorerUrl(base, { transaction: "0xabc…" }); // "https://basescan.org/tx/0xabc…"
 */
export function blockExplorerUrl(chain: Pick<Chain, "blockExplorers">, target: ExplorerTarget = null): string {
  const home = (chain.blockExplorers?.default.url ?? DEFAULT_BLOCK_EXPLORER_URL).replace(/\/+$/, "");
  if (!target) return home;
  if ("address" in target) return `${home}/address/${target.address}`;
  return `${home}/tx/${target.transaction}`;
}
