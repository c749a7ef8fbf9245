/** A Solana account of a Wallet Standard wallet. */
export interface StandardAccount {
  address: string;
  publicKey: Uint8Array;
  chains: readonly string[];
  features: readonly string[];
}

/** The parts of a Wallet Standard wallet (and its Solana features) Foyer calls. */
export interface SolanaStandardWallet {
  name: string;
  icon: string;
  chains: readonly string[];
  accounts: readonly StandardAccount[];
  features: {
    "standard:connect"?: { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }> };
    "standard:disconnect"?: { disconnect(): Promise<void> };
    "solana:signMessage"?: {
      signMessage(
        ...inputs: { account: StandardAccount; message: Uint8Array }[]
      ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>;
    };
    "solana:signTransaction"?: {
      signTransaction(
        ...inputs: { account: StandardAccount; transaction: Uint8Array; chain?: string }[]
      ): Promise<readonly { signedTransaction: Uint8Array }[]>;
    };
    [feature: string]: unknown;
  };
}

/** A wallet that can sign in on Solana: connects, signs messages and has a Solana chain. */
export function isSolanaSignInWallet(wallet: unknown): wallet is SolanaStandardWallet {
  const w = wallet as Partial<SolanaStandardWallet> | null;
  return (
    !!w &&
    typeof w.name === "string" &&
    Array.isArray(w.chains) &&
    w.chains.some((chain) => typeof chain === "string" && chain.startsWith("solana:")) &&
    !!w.features &&
    typeof w.features["standard:connect"] === "object" &&
    typeof w.features["solana:signMessage"] === "object"
  );
}
