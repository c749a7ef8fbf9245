import { useEffect, useState } from "react";
import { devChainEnv } from "./devChain.ts";

/** anvil's dev account #1: the key the demo's Ethereum test wallet signs with. */
const DEV_ACCOUNT_1 = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
/** balanceOf(address): the same selector on ERC-20 and ERC-721. */
const BALANCE_OF = "0x70a08231";

async function call(method: string, params: unknown[]): Promise<bigint> {
  const response = await fetch(devChainEnv.evmRpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const { result } = (await response.json()) as { result?: string };
  if (!result) throw new Error(`${method} gave no result`);
  return BigInt(result);
}

const balanceOf = (token: string) =>
  call("eth_call", [{ to: token, data: `${BALANCE_OF}${DEV_ACCOUNT_1.slice(2).padStart(64, "0")}` }, "latest"]);

/** Whole units, thousands grouped ("10,000"). */
function whole(amount: bigint, decimals: number): string {
  return (amount / 10n ** BigInt(decimals)).toLocaleString("en-US");
}

/**
 * What dev account #1 holds, read live from anvil: proof that the dev contracts are deployed and funded
 * (plain JSON-RPC, so the demo's first load stays free of viem).
 */
export function DevAccountHoldings() {
  const [holdings, setHoldings] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([
      call("eth_getBalance", [DEV_ACCOUNT_1, "latest"]),
      balanceOf(devChainEnv.usdc),
      balanceOf(devChainEnv.nft),
    ]).then(
      ([eth, usdc, nfts]) => {
        if (live) setHoldings(`${whole(eth, 18)} ETH · ${whole(usdc, 6)} USDC · ${nfts} NFT`);
      },
      () => live && setHoldings(null),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!holdings) return null;
  return (
    <p className="muted" data-testid="dev-account-holdings">
      Dev account #1 (<code title={DEV_ACCOUNT_1}>{`${DEV_ACCOUNT_1.slice(0, 6)}…${DEV_ACCOUNT_1.slice(-4)}`}</code>,
      the demo test wallet's key) holds {holdings}.
    </p>
  );
}
