import { compileSolanaTransaction, type SolanaSourceWallet } from "@foyer/core/funding";
import type { ConnectedWallet } from "@foyer/core/wallets";
import { base58, base64 } from "@scure/base";

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message?: string; data?: { logs?: string[] } } };
  if (body.error) {
    // The logs carry "insufficient lamports" (classifySendError reads the message).
    const logs = body.error.data?.logs?.join("\n") ?? "";
    throw new Error(`${body.error.message ?? method} ${logs}`.trim());
  }
  return body.result as T;
}

/**
 * A connected Solana wallet as a funding source: the instructions become a legacy transaction on a fresh
 * blockhash, the wallet signs it (`solana:signTransaction`, Wallet Standard) and Foyer sends it to the
 * cluster's RPC, answering the signature once confirmed.
 */
export function solanaSourceWallet(wallet: ConnectedWallet, rpcUrl: string): SolanaSourceWallet {
  return {
    kind: "solana",
    address: wallet.address,
    async sendInstructions(instructions) {
      const standard = await wallet.getSolanaWallet();
      const account = standard.accounts.find((candidate) => candidate.address === wallet.address);
      const sign = standard.features["solana:signTransaction"];
      if (!account || !sign) throw new Error("Unable to find source wallet connector");
      const { value } = await rpc<{ value: { blockhash: string } }>(rpcUrl, "getLatestBlockhash", [
        { commitment: "confirmed" },
      ]);
      const unsigned = compileSolanaTransaction(wallet.address, instructions, value.blockhash);
      const [signed] = await sign.signTransaction({ account, transaction: unsigned });
      if (!signed) throw new Error("Transaction was rejected by the user");
      const signature = await rpc<string>(rpcUrl, "sendTransaction", [
        base64.encode(signed.signedTransaction),
        { encoding: "base64", preflightCommitment: "confirmed" },
      ]);
      return signature || base58.encode(signed.signedTransaction.slice(1, 65));
    },
  };
}
