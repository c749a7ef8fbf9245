import { getBase58Encoder } from "@solana/kit";
import { SOLANA_CLUSTERS } from "../../chains/solanaClusters.ts";
import type { EmbeddedSolanaWallet } from "../../transactions/solana/createEmbeddedSolanaWallet.ts";

/** A Wallet Standard account (the shape @wallet-standard/base names WalletAccount). */
export interface StandardWalletAccount {
  address: string;
  publicKey: Uint8Array;
  chains: readonly `${string}:${string}`[];
  features: readonly `${string}:${string}`[];
}

const FEATURES = [
  "solana:signTransaction",
  "solana:signAndSendTransaction",
  "solana:signMessage",
] as const satisfies readonly `${string}:${string}`[];

/**
 * The embedded Solana wallet as a Wallet Standard wallet (standard:connect, standard:disconnect,
 * standard:events, solana:signTransaction, solana:signAndSendTransaction, solana:signMessage), so Solana
 * dApps and wallet adapters list and use it. Every transaction goes through the review screen.
 *
 * @example
 * registerWalletStandard(createSolanaStandardWallet(wallet, { name: "Acme wallet", icon }));
 */
export function createSolanaStandardWallet(
  wallet: EmbeddedSolanaWallet,
  info: { name: string; icon: `data:image/${string}` },
) {
  const chains = Object.values(SOLANA_CLUSTERS).map((c) => c.chain);
  const account: StandardWalletAccount = Object.freeze({
    address: wallet.address,
    publicKey: new Uint8Array(getBase58Encoder().encode(wallet.address)),
    chains,
    features: FEATURES,
  });
  let accounts: StandardWalletAccount[] = [];
  const listeners = new Set<(properties: { accounts?: readonly StandardWalletAccount[] }) => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener({ accounts });
  };
  const mine = (a: { address: string }) => {
    if (a.address !== wallet.address) throw new Error("Unknown account");
  };
  const versions = ["legacy", 0] as const;
  return {
    version: "1.0.0" as const,
    name: info.name,
    icon: info.icon,
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      "standard:connect": {
        version: "1.0.0",
        connect: async () => {
          if (accounts.length === 0) {
            accounts = [account];
            changed();
          }
          return { accounts };
        },
      },
      "standard:disconnect": {
        version: "1.0.0",
        disconnect: async () => {
          accounts = [];
          changed();
        },
      },
      "standard:events": {
        version: "1.0.0",
        on: (_event: "change", listener: (properties: { accounts?: readonly StandardWalletAccount[] }) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      "solana:signTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: versions,
        signTransaction: async (
          ...inputs: { account: { address: string }; transaction: Uint8Array; chain?: string }[]
        ) => {
          for (const input of inputs) mine(input.account);
          const signed = await wallet.signAllTransactions(
            inputs.map((i) => i.transaction),
            undefined,
            inputs[0]?.chain,
          );
          return signed.map((signedTransaction) => ({ signedTransaction }));
        },
      },
      "solana:signAndSendTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: versions,
        signAndSendTransaction: async (
          ...inputs: { account: { address: string }; transaction: Uint8Array; chain: string }[]
        ) => {
          const results: { signature: Uint8Array }[] = [];
          for (const input of inputs) {
            mine(input.account);
            const signature = await wallet.signAndSendTransaction(input.transaction, undefined, input.chain);
            results.push({ signature: wallet.signatureBytes(signature) });
          }
          return results;
        },
      },
      "solana:signMessage": {
        version: "1.0.0",
        signMessage: async (...inputs: { account: { address: string }; message: Uint8Array }[]) => {
          const results: { signedMessage: Uint8Array; signature: Uint8Array }[] = [];
          for (const input of inputs) {
            mine(input.account);
            results.push({ signedMessage: input.message, signature: await wallet.signMessage(input.message) });
          }
          return results;
        },
      },
    },
    /** Logout: the account goes away (change event). */
    disconnect() {
      accounts = [];
      changed();
    },
  };
}

export type SolanaStandardWalletObject = ReturnType<typeof createSolanaStandardWallet>;
