import { useEmbeddedWallets, useFoyer } from "@foyer/react";
import { useSignAllTransactions, useSignAndSendTransaction } from "@foyer/react/solana";
import { useState } from "react";
import { solanaUsdcMintParam } from "./demoEnv.ts";
import { devChainEnv } from "./devChain.ts";
import { solanaTransferTransaction } from "./solanaTransfer.ts";
import { solanaUsdcTransferTransaction } from "./solanaUsdcTransfer.ts";

/** The demo's Solana test wallet (devTestWallets.ts): where the demo's SOL and USDC go. */
const SOLANA_RECEIVER = "GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB";

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devChainEnv.solanaRpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) throw new Error(body.error?.message ?? `${method} failed`);
  return body.result;
}

/**
 * Transactions from the embedded Solana wallet on the local LiteSVM chain: Foyer shows the review (with the
 * 'Advanced' instruction breakdown), signs in the wallet frame and sends.
 */
export function SolanaTransactionsPanel() {
  const { authenticated } = useFoyer();
  const wallet = useEmbeddedWallets().find((w) => w.chainType === "solana");
  const { signAndSendTransaction } = useSignAndSendTransaction();
  const { signAllTransactions } = useSignAllTransactions();
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!authenticated || !wallet) return null;

  const run = (action: () => Promise<string>) => async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await action());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const transfer = async (lamports: bigint) => {
    const { value } = await solanaRpc<{ value: { blockhash: string } }>("getLatestBlockhash", [
      { commitment: "confirmed" },
    ]);
    return solanaTransferTransaction(wallet.address, SOLANA_RECEIVER, lamports, value.blockhash);
  };
  const sendSol = run(async () => {
    const { signature } = await signAndSendTransaction({
      transaction: await transfer(10_000_000n),
      chain: "solana:localnet",
      uiOptions: { description: "0.01 SOL to the demo's Solana test wallet" },
    });
    return `success: ${signature}`;
  });
  // An SPL Token transfer of the local chain's USDC: the review's 'Advanced' decodes it (Transfer Checked).
  const sendUsdc = run(async () => {
    const { signature } = await signAndSendTransaction({
      transaction: await solanaUsdcTransferTransaction({
        rpcUrl: devChainEnv.solanaRpcUrl,
        mint: solanaUsdcMintParam,
        from: wallet.address,
        to: SOLANA_RECEIVER,
        amount: 1_000_000n,
      }),
      chain: "solana:localnet",
      uiOptions: { description: "1 USDC to the demo's Solana test wallet" },
    });
    return `success: ${signature}`;
  });
  // Reviewed by index ('Continue', then 'Approve'), signed in one frame unlock, not sent.
  const signTwo = run(async () => {
    const { signedTransactions } = await signAllTransactions({
      transactions: [await transfer(1_000_000n), await transfer(2_000_000n)],
      chain: "solana:localnet",
      uiOptions: { description: "Two transfers, signed and not sent" },
    });
    return `signed: ${signedTransactions.length} (${signedTransactions.map((t) => t.length).join(", ")} bytes)`;
  });

  return (
    <section className="card" data-testid="demo-solana-transactions">
      <h2>Solana transactions</h2>
      <p className="muted">The embedded Solana wallet on the local chain: Foyer reviews, the frame signs.</p>
      <div className="actions wrap">
        <button type="button" className="button button-primary" disabled={busy} onClick={sendSol}>
          Send 0.01 SOL
        </button>
        <button type="button" className="button" disabled={busy} onClick={sendUsdc}>
          Send 1 USDC (Solana)
        </button>
        <button type="button" className="button" disabled={busy} onClick={signTwo}>
          Sign two transfers (sign all)
        </button>
      </div>
      {result && (
        <pre className="code token" data-testid="demo-solana-result">
          {result}
        </pre>
      )}
      {error && (
        <p className="error" data-testid="demo-solana-error">
          {error}
        </p>
      )}
    </section>
  );
}
