import { providerRpcError } from "../eip1193/ProviderRpcError.ts";
import type { WireScanRequest } from "./ScanResult.ts";
import { type ScanStep, scanBeforeSigning } from "./scanBeforeSigning.ts";

/** One Wallet Standard transaction input (`solana:signTransaction`, `solana:signAndSendTransaction`). */
interface SolanaTransactionInput {
  account: { address: string; chains?: readonly string[] };
  transaction: Uint8Array;
  chain?: string;
}

/** The features the guard wraps, with the method each names and the scan method it is scanned as. */
const GUARDED = [
  { feature: "solana:signTransaction", method: "signTransaction" },
  { feature: "solana:signAndSendTransaction", method: "signAndSendTransaction" },
] as const;

const base64 = (bytes: Uint8Array) => {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

/** The scan body of one input: its chain, else the account's first Solana chain, else mainnet. */
function scanRequestOfInput(
  input: SolanaTransactionInput,
  method: (typeof GUARDED)[number]["method"],
): WireScanRequest {
  const chain =
    input.chain ?? input.account.chains?.find((c) => c.startsWith("solana:")) ?? ("solana:mainnet" as const);
  return {
    chain_type: "solana",
    chain_id: chain,
    account: input.account.address,
    method,
    transactions: [base64(input.transaction)],
    encoding: "base64",
  };
}

/**
 * Wraps an external Solana wallet (Wallet Standard, e.g. Phantom) so that every transaction handed to
 * `solana:signTransaction` or `solana:signAndSendTransaction` is scanned before the wallet is asked, the
 * Solana twin of guardEip1193Provider. Malicious: the user must confirm, else 4001 "User rejected the
 * request." (what Solana wallets answer a declined prompt) and the wallet never sees it. Benign, Warning and
 * failed scans go on to the wallet's own prompt. Every other feature and property is the wallet's own.
 *
 * @example
 * const guarded = guardSolanaStandardWallet(phantom, { scan: client.scan, confirm: askUser });
 * await guarded.features["solana:signAndSendTransaction"].signAndSendTransaction({ account, transaction, chain });
 */
export function guardSolanaStandardWallet<W extends { features: Record<string, unknown> }>(
  wallet: W,
  step: ScanStep,
): W {
  const features: Record<string, unknown> = { ...wallet.features };
  for (const { feature, method } of GUARDED) {
    const original = wallet.features[feature] as Record<string, unknown> | undefined;
    const sign = original?.[method];
    if (typeof sign !== "function") continue;
    features[feature] = {
      ...original,
      [method]: async (...inputs: SolanaTransactionInput[]) => {
        // Each transaction is judged on its own: one declined Malicious verdict rejects the whole call.
        for (const input of inputs)
          if (!(await scanBeforeSigning(scanRequestOfInput(input, method), step)))
            throw providerRpcError("userRejected");
        return sign.apply(original, inputs);
      },
    };
  }
  // The wallet's getters (accounts, chains) stay live: a prototype link, not a copy.
  return Object.create(wallet, { features: { value: features, enumerable: true } }) as W;
}
