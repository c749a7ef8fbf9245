import type { TransactionOutcome } from "@foyer/core/transactions";
import type { FoyerStore } from "../../provider/createFoyerStore.ts";
import { loadEmbeddedWalletRuntime } from "../../wallets/loadEmbeddedWalletRuntime.ts";
import type { SolanaRequestOptions } from "./SolanaRequest.ts";

/** Base64 wire transaction to bytes. */
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * One Solana request of the hooks: the embedded wallet's flow (review with 'Advanced', sign in the frame,
 * send unless sign-only) with the request's texts and callbacks; answers the flow's outcome.
 */
export async function runSolanaRequest(
  store: FoyerStore,
  transactions: Uint8Array[],
  signOnly: boolean,
  request: SolanaRequestOptions,
): Promise<TransactionOutcome> {
  const wallet = await (await loadEmbeddedWalletRuntime(store)).solanaWallet(request.address);
  const { address: _address, chain, ...callbacks } = request;
  return wallet.start({ transactions, signOnly, ...callbacks }, chain).result;
}
