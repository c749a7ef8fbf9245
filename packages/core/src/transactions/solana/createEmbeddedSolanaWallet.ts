import { getBase58Encoder, getBase64Encoder } from "@solana/kit";
import { SOLANA_CLUSTERS, type SolanaClusterName, solanaClusterOf } from "../../chains/solanaClusters.ts";
import type { TransactionFlowHandle } from "../../flows/transaction/createTransactionFlow.ts";
import type { PriceSource } from "../../prices/PriceSource.ts";
import type { TransactionScreens, TransactionUiSettings } from "../TransactionScreens.ts";
import type { PreparedSolanaTransaction } from "./PreparedSolanaTransaction.ts";
import { type SolanaTransactionOptions, startSolanaTransactionFlow } from "./startSolanaTransactionFlow.ts";

export interface EmbeddedSolanaWalletOptions {
  address: string;
  /** ed25519 signatures of transaction messages (the frame's sign-all), in order. */
  signMessages(messages: Uint8Array[]): Promise<Uint8Array[]>;
  /** ed25519 signature of an off-chain message (the frame's signMessage). */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** The cluster transactions go to unless a Wallet Standard call names one. */
  defaultCluster: SolanaClusterName;
  /** RPC URL per cluster (the host's configuration; the local LiteSVM front for localnet). */
  rpcUrls?: Partial<Record<SolanaClusterName, string>>;
  settings: TransactionUiSettings;
  screens: () => TransactionScreens<PreparedSolanaTransaction> | null;
  prices?: PriceSource | null;
}

/**
 * The embedded Solana wallet below React: review, sign (in the frame) and send @solana/kit transactions on a
 * cluster, through the same transaction machine as Ethereum (the screens show the 'Advanced' breakdown).
 *
 * @example
 * const wallet = createEmbeddedSolanaWallet({ address, signMessages, signMessage, defaultCluster: "devnet", settings, screens });
 * const signature = await wallet.signAndSendTransaction(getTransactionEncoder().encode(transaction));
 */
export function createEmbeddedSolanaWallet(options: EmbeddedSolanaWalletOptions) {
  const clusterOf = (chain?: string): SolanaClusterName =>
    chain ? (solanaClusterOf(chain)?.name ?? options.defaultCluster) : options.defaultCluster;

  function start(request: SolanaTransactionOptions, chain?: string): TransactionFlowHandle<PreparedSolanaTransaction> {
    const cluster = SOLANA_CLUSTERS[clusterOf(chain)];
    return startSolanaTransactionFlow(
      request,
      {
        address: options.address,
        rpcUrl: options.rpcUrls?.[cluster.name] ?? cluster.rpcUrl,
        network: cluster.label,
        explorerCluster: cluster.name === "mainnet" ? "" : cluster.name,
        cluster: cluster.name,
        signMessages: options.signMessages,
        prices: options.prices ?? null,
      },
      options.settings,
      options.screens(),
    );
  }

  async function signAll(
    transactions: Uint8Array[],
    uiOptions?: SolanaTransactionOptions["uiOptions"],
    chain?: string,
  ) {
    const outcome = await start({ transactions, signOnly: true, ...(uiOptions ? { uiOptions } : {}) }, chain).result;
    if (outcome.kind !== "signed") throw new Error("Expected signed transactions");
    return outcome.signedTransactions.map((signed) => new Uint8Array(getBase64Encoder().encode(signed)));
  }

  return {
    address: options.address,
    start,
    /** Signs one transaction (wire bytes) after the review; answers the signed wire bytes. */
    async signTransaction(transaction: Uint8Array, uiOptions?: SolanaTransactionOptions["uiOptions"], chain?: string) {
      const [signed] = await signAll([transaction], uiOptions, chain);
      if (!signed) throw new Error("Not signed");
      return signed;
    },
    /** Signs several (one review by index, one frame unlock). */
    signAllTransactions: signAll,
    /** Signs, sends and waits for "confirmed"; answers the signature (base58). */
    async signAndSendTransaction(
      transaction: Uint8Array,
      uiOptions?: SolanaTransactionOptions["uiOptions"],
      chain?: string,
    ) {
      const outcome = await start({ transactions: [transaction], ...(uiOptions ? { uiOptions } : {}) }, chain).result;
      if (outcome.kind !== "sent") throw new Error("Expected a sent transaction");
      return outcome.hash;
    },
    signMessage: options.signMessage,
    /** The signature's bytes, for Wallet Standard answers. */
    signatureBytes: (signature: string) => new Uint8Array(getBase58Encoder().encode(signature)),
  };
}

export type EmbeddedSolanaWallet = ReturnType<typeof createEmbeddedSolanaWallet>;
