import type { EmbeddedEip1193Provider } from "@foyer/core/wallets";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../wallets/loadEmbeddedWalletRuntime.ts";

/**
 * An EIP-1193 provider per embedded Ethereum wallet (eth_accounts, eth_chainId, personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction through the chain RPC, wallet_switchEthereumChain).
 *
 * @example
 * const { getEthereumProvider } = useEmbeddedWalletProvider();
 * const client = createWalletClient({ chain, transport: custom(await getEthereumProvider()) });
 */
export function useEmbeddedWalletProvider(): {
  getEthereumProvider(address?: string): Promise<EmbeddedEip1193Provider>;
} {
  const store = useFoyerStore();
  const getEthereumProvider = useCallback(
    async (address?: string) => (await loadEmbeddedWalletRuntime(store)).getEthereumProvider(address),
    [store],
  );
  return { getEthereumProvider };
}
