import type { Chain } from "./Chain.ts";

/**
 * The built-in chains (spec 000 §9), loaded on demand: viem's chain definitions come in a separate chunk,
 * so calling this from a wallet screen keeps them out of the initial bundle.
 *
 * @example
 * const chains = await loadBuiltInChains();
 * chains.find((chain) => chain.id === 8453)?.name; // "Base"
 */
export async function loadBuiltInChains(): Promise<readonly Chain[]> {
  return (await import("./builtInChains.ts")).builtInChains;
}

/** One built-in chain by id, or undefined when Foyer has no definition for it. */
export async function loadBuiltInChain(id: number): Promise<Chain | undefined> {
  return (await loadBuiltInChains()).find((chain) => chain.id === id);
}
