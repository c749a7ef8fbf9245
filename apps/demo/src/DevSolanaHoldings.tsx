import { useEffect, useState } from "react";
import { devChainEnv } from "./devChain.ts";

/** The demo's Solana test wallet (seed of 32 sevens, devTestWallets.ts); npm start credits it with 100 SOL. */
const DEV_SOLANA_ADDRESS = "GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB";
const LAMPORTS_PER_SOL = 1_000_000_000;

/** What the demo's Solana test wallet holds, read live from the local Solana RPC. */
export function DevSolanaHoldings() {
  const [sol, setSol] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    fetch(devChainEnv.solanaRpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBalance", params: [DEV_SOLANA_ADDRESS] }),
    })
      .then((response) => response.json() as Promise<{ result?: { value: number } }>)
      .then(
        (body) => live && body.result && setSol(body.result.value / LAMPORTS_PER_SOL),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  if (sol === null) return null;
  return (
    <p className="muted" data-testid="dev-solana-holdings">
      The demo's Solana test wallet (
      <code title={DEV_SOLANA_ADDRESS}>{`${DEV_SOLANA_ADDRESS.slice(0, 4)}…${DEV_SOLANA_ADDRESS.slice(-4)}`}</code>)
      holds {sol.toLocaleString("en-US")} SOL.
    </p>
  );
}
