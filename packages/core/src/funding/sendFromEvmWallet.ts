import type { EvmSourceWallet } from "./FundingPorts.ts";

/** An error the wallet could not get past: the unsupported chain of spec 001 §8 (code 4901). */
export class UnsupportedChainError extends Error {
  readonly code = 4901;
  constructor(chainId: number) {
    super(`Unsupported chainId ${chainId}`);
    this.name = "UnsupportedChainError";
  }
}

/**
 * Sends one transaction from a connected EVM wallet on `chainId`: switches the wallet there first when it is
 * elsewhere (`wallet_switchEthereumChain`), then `eth_sendTransaction`; answers the hash. A wallet that does
 * not know the chain fails with UnsupportedChainError; other wallet errors are thrown as they come.
 */
export async function sendFromEvmWallet(
  wallet: EvmSourceWallet,
  chainId: number,
  tx: { to: string; data?: string; value: bigint },
): Promise<string> {
  const current = Number(await wallet.request({ method: "eth_chainId" }));
  if (current !== chainId) {
    try {
      await wallet.request({
        method: "wallet_switchEthereumChain",
        params: [{ chainId: `0x${chainId.toString(16)}` }],
      });
    } catch (error) {
      if ((error as { code?: unknown })?.code === 4902) throw new UnsupportedChainError(chainId);
      throw error;
    }
  }
  const hash = await wallet.request({
    method: "eth_sendTransaction",
    params: [
      { from: wallet.address, to: tx.to, ...(tx.data ? { data: tx.data } : {}), value: `0x${tx.value.toString(16)}` },
    ],
  });
  if (typeof hash !== "string") throw new Error("The wallet answered no transaction hash");
  return hash;
}
