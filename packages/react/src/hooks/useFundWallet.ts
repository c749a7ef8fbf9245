import type { FundWalletOptions } from "@foyer/core/funding";
import { useCallback } from "#react";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import type { FundWalletResult } from "../wallets/openFundingFlow.ts";

export type { FundWalletOptions, FundWalletResult };

export interface UseFundWallet {
  /**
   * Opens the funding flow for an Ethereum (0x...) or Solana (base58) address: card (Coinbase, MoonPay),
   * exchange, transfer or bridge from a connected wallet, receive. Resolves when the flow closes, with
   * whether funds arrived; rejects with "Couldn't find funding config" / 'Funding wallet is not enabled'
   * when the app funds no wallet, 'Invalid funding data' on a bad address, chain or amount.
   */
  fundWallet(address: string, options?: FundWalletOptions): Promise<FundWalletResult>;
}

/**
 * @example
 * const { fundWallet } = useFundWallet();
 * <button onClick={() => fundWallet(wallet.address, { amount: "0.05" })}>Add funds</button>
 */
export function useFundWallet(): UseFundWallet {
  const store = useFoyerStore();
  const fundWallet = useCallback(
    async (address: string, options: FundWalletOptions = {}) =>
      (await import("../wallets/openFundingFlow.ts")).openFundingFlow(store, address, options),
    [store],
  );
  return { fundWallet };
}
