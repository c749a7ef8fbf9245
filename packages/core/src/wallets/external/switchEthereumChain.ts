import type { Chain } from "../../chains/Chain.ts";
import { loadBuiltInChain } from "../../chains/loadBuiltInChains.ts";
import { resolveRpcUrl } from "../../chains/resolveRpcUrl.ts";
import { ACCOUNT_CHAIN_POLL_ATTEMPTS, ACCOUNT_CHAIN_POLL_INTERVAL_MS } from "../../constants.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import { RPC_CHAIN_DISCONNECTED } from "../../flows/walletConnect/classifyWalletError.ts";
import type { Eip1193Provider } from "../Eip1193Provider.ts";
import { RPC_ERRORS } from "../ProviderRpcError.ts";
import { walletRequestError } from "./walletRequestError.ts";

/** wallet_switchEthereumChain's answer when the wallet does not know the chain (add it first). */
export const RPC_UNRECOGNIZED_CHAIN = RPC_ERRORS.unrecognizedChain.code;

const hexChain = (id: number) => `0x${id.toString(16)}`;

/**
 * Some wallets resolve wallet_switchEthereumChain before they are on the chain: eth_chainId is read up to
 * ACCOUNT_CHAIN_POLL_ATTEMPTS times, ACCOUNT_CHAIN_POLL_INTERVAL_MS apart, until it shows `id` (spec 000 §9).
 * A wallet that never shows it is trusted after the last read (its answer said it switched).
 */
async function chainShown(provider: Eip1193Provider, id: number): Promise<void> {
  for (let attempt = 0; attempt < ACCOUNT_CHAIN_POLL_ATTEMPTS; attempt++) {
    const current = await provider.request({ method: "eth_chainId" }).catch(() => null);
    if (typeof current === "string" && Number.parseInt(current, 16) === id) return;
    if (typeof current === "number" && current === id) return;
    await new Promise((resolve) => setTimeout(resolve, ACCOUNT_CHAIN_POLL_INTERVAL_MS));
  }
}
const unsupported = (id: number, cause?: unknown, rpcCode?: number) =>
  new FoyerError("unsupported_chain_id", `Unsupported chainId ${id}`, {
    cause,
    ...(rpcCode === undefined ? {} : { details: { rpcCode } }),
  });

/**
 * Asks the wallet to switch to chain `id`. With `supportedChains` (the app's list) other chains are refused
 * up front; a chain the wallet does not know (4902) is added from the app's definition (else Foyer's built-in
 * one, loaded on demand) and switched to again; 4901 / 4902 without a definition become unsupported_chain_id
 * "Unsupported chainId {id}".
 */
export async function switchEthereumChain(
  provider: Eip1193Provider,
  id: number,
  supportedChains: readonly Chain[] | null,
  builtInChain: (id: number) => Promise<Chain | undefined> = loadBuiltInChain,
): Promise<void> {
  const listed = supportedChains?.find((c) => c.id === id);
  if (supportedChains && !listed) throw unsupported(id);
  const request = () => provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: hexChain(id) }] });
  try {
    await request();
    await chainShown(provider, id);
    return;
  } catch (error) {
    const code = (error as { code?: unknown })?.code;
    const chain =
      code === RPC_UNRECOGNIZED_CHAIN ? (listed ?? (await builtInChain(id).catch(() => undefined))) : undefined;
    if (code === RPC_UNRECOGNIZED_CHAIN && chain) {
      try {
        await provider.request({
          method: "wallet_addEthereumChain",
          params: [
            {
              chainId: hexChain(id),
              chainName: chain.name,
              nativeCurrency: chain.nativeCurrency,
              rpcUrls: [resolveRpcUrl(chain)],
              ...(chain.blockExplorers ? { blockExplorerUrls: [chain.blockExplorers.default.url] } : {}),
            },
          ],
        });
        await request();
        await chainShown(provider, id);
        return;
      } catch (retryError) {
        throw walletRequestError(retryError);
      }
    }
    if (code === RPC_CHAIN_DISCONNECTED || code === RPC_UNRECOGNIZED_CHAIN) throw unsupported(id, error, code);
    throw walletRequestError(error);
  }
}
