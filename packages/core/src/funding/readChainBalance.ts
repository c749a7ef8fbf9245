/**
 * Balance reads over plain JSON-RPC (spec 001 §7 "Chain reads"): native balance and ERC-20 `balanceOf` on
 * EVM chains; SOL and SPL token balances (token accounts by owner and mint, confirmed) on Solana. Answers
 * base units as bigint. No client library: these are single calls the funding flows repeat every 2 s.
 */

async function rpc<T>(doFetch: typeof fetch, url: string, method: string, params: unknown[]): Promise<T> {
  const response = await doFetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  if (!response.ok) throw new Error(`${method} failed: HTTP ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new Error(`${method} failed: ${body.error.message ?? "RPC error"}`);
  return body.result as T;
}

/** A balance to read: an EVM account's native coin or ERC-20, or a Solana account's SOL or SPL token. */
export type BalanceTarget =
  | { kind: "evm"; rpcUrl: string; address: string; token?: string | null }
  | { kind: "solana"; rpcUrl: string; address: string; mint?: string | null };

/**
 * Reads one balance in base units.
 *
 * @example
 * const wei = await readChainBalance({ kind: "evm", rpcUrl, address });
 */
export async function readChainBalance(
  target: BalanceTarget,
  doFetch: typeof fetch = (i, n) => globalThis.fetch(i, n),
): Promise<bigint> {
  if (target.kind === "evm") {
    if (!target.token)
      return BigInt(await rpc<string>(doFetch, target.rpcUrl, "eth_getBalance", [target.address, "latest"]));
    const data = `0x70a08231${target.address.slice(2).toLowerCase().padStart(64, "0")}`;
    const result = await rpc<string>(doFetch, target.rpcUrl, "eth_call", [{ to: target.token, data }, "latest"]);
    return result === "0x" ? 0n : BigInt(result);
  }
  if (!target.mint) {
    const answer = await rpc<{ value: number | string }>(doFetch, target.rpcUrl, "getBalance", [
      target.address,
      { commitment: "confirmed" },
    ]);
    return BigInt(answer.value);
  }
  const accounts = await rpc<{
    value: { account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } } }[];
  }>(doFetch, target.rpcUrl, "getTokenAccountsByOwner", [
    target.address,
    { mint: target.mint },
    { encoding: "jsonParsed", commitment: "confirmed" },
  ]);
  return accounts.value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed?.info?.tokenAmount?.amount ?? "0"),
    0n,
  );
}
