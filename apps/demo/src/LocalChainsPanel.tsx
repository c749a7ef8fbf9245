import { useEffect, useState } from "react";
import { CopyButton } from "./CopyButton.tsx";
import { DevAccountHoldings } from "./DevAccountHoldings.tsx";
import { DevSolanaHoldings } from "./DevSolanaHoldings.tsx";
import { devChain, devChainEnv } from "./devChain.ts";

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
  });
  const body = (await response.json()) as { result?: unknown };
  return body.result;
}

/** "block 12" when the chain answers, "not running" when it does not. */
function useChainStatus(url: string, method: string, describe: (result: unknown) => string): string {
  const [status, setStatus] = useState("checking…");
  useEffect(() => {
    let live = true;
    rpc(url, method).then(
      (result) => live && setStatus(describe(result)),
      () => live && setStatus("not running (start it with npm start)"),
    );
    return () => {
      live = false;
    };
  }, [url, method, describe]);
  return status;
}

const describeBlock = (result: unknown) => `running, block ${Number(result)}`;
const describeSlot = (result: unknown) => `running, slot ${Number(result)}`;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <li>
      <span className="account-label">{label}</span>
      <span className="account-value" title={value}>
        {value}
      </span>
      <CopyButton text={value} />
    </li>
  );
}

/** What `npm start` runs besides the server: anvil with the dev contracts, and the local Solana RPC. */
export function LocalChainsPanel() {
  const evmStatus = useChainStatus(devChainEnv.evmRpcUrl, "eth_blockNumber", describeBlock);
  const solanaStatus = useChainStatus(devChainEnv.solanaRpcUrl, "getSlot", describeSlot);
  return (
    <section className="card" aria-label="Local chains">
      <div className="card-head">
        <h2>Local chains</h2>
      </div>
      <p className="muted">
        <strong>{devChain.name}</strong> (anvil, chain id {devChain.id}): {evmStatus}. The demo's only supported chain;
        the ten anvil dev accounts hold 10,000 ETH, 10,000 USDC and one NFT each.
      </p>
      <ul className="accounts">
        <Row label="RPC" value={devChainEnv.evmRpcUrl} />
        <Row label="USDC" value={devChainEnv.usdc} />
        <Row label="NFT" value={devChainEnv.nft} />
      </ul>
      <DevAccountHoldings />
      <p className="muted">Solana (LiteSVM behind a JSON-RPC front): {solanaStatus}.</p>
      <ul className="accounts">
        <Row label="RPC" value={devChainEnv.solanaRpcUrl} />
      </ul>
      <DevSolanaHoldings />
    </section>
  );
}
