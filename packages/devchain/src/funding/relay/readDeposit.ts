import { decodeFunctionData, type Hex } from "viem";
import { TestUSDC } from "../../artifacts/TestUSDC.ts";
import {
  RELAY_EVM_NATIVE,
  RELAY_SOL_NATIVE,
  RELAY_SOLANA_CHAIN_ID,
  type RelayWorld,
  referenceOf,
} from "./relayCurrencies.ts";

/** A deposit seen on an origin chain: who sent what, for which request id (or reference). */
export interface Deposit {
  hash: string;
  chainId: number;
  from: string;
  /** Relay's currency id of what arrived. */
  currency: string;
  amount: bigint;
  /** EVM: the request id the call data ends with. Solana: the reference accounts of the transaction. */
  requestIds: string[];
  references: string[];
}

/** One JSON-RPC call. */
export async function jsonRpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const json = (await response.json()) as { result?: T; error?: { message: string } };
  if (json.error) throw new Error(json.error.message);
  return json.result as T;
}

/** An EVM transaction as eth_getTransactionByHash / eth_getBlockByNumber(full) answer it. */
export interface EvmTransaction {
  hash: string;
  from: string;
  to: string | null;
  input: string;
  value: string;
}

/**
 * Reads an EVM transaction as a deposit to the relayer: ETH to the depository with the request id as call
 * data, or a TestUSDC `transfer(depository, amount)` with the request id appended. Only a transaction that
 * succeeded counts. Null when it is no deposit.
 */
export async function readEvmDeposit(
  world: RelayWorld,
  chainId: number,
  depository: string,
  tx: EvmTransaction,
): Promise<Deposit | null> {
  const chain = world.evm.find((candidate) => candidate.chainId === chainId);
  if (!chain || !tx.to) return null;
  let deposit: Deposit | null = null;
  if (tx.to.toLowerCase() === depository.toLowerCase() && /^0x[0-9a-f]{64}$/i.test(tx.input)) {
    deposit = {
      hash: tx.hash,
      chainId,
      from: tx.from,
      currency: RELAY_EVM_NATIVE,
      amount: BigInt(tx.value),
      requestIds: [tx.input.toLowerCase()],
      references: [],
    };
  } else if (tx.to.toLowerCase() === chain.usdc.toLowerCase() && tx.input.length === 2 + 8 + 64 * 3) {
    const call = tx.input.slice(0, 2 + 8 + 128) as Hex;
    try {
      const decoded = decodeFunctionData({ abi: TestUSDC.abi, data: call });
      const [to, value] = decoded.args as [string, bigint];
      if (decoded.functionName === "transfer" && to.toLowerCase() === depository.toLowerCase()) {
        deposit = {
          hash: tx.hash,
          chainId,
          from: tx.from,
          currency: chain.usdc,
          amount: value,
          requestIds: [`0x${tx.input.slice(-64).toLowerCase()}`],
          references: [],
        };
      }
    } catch {
      return null;
    }
  }
  if (!deposit) return null;
  const receipt = await jsonRpc<{ status: string } | null>(chain.rpcUrl, "eth_getTransactionReceipt", [tx.hash]);
  return receipt?.status === "0x1" ? deposit : null;
}

/** The EVM deposit of a transaction hash, looked up on every origin chain. */
export async function findEvmDeposit(world: RelayWorld, depository: string, hash: string): Promise<Deposit | null> {
  for (const chain of world.evm) {
    const tx = await jsonRpc<EvmTransaction | null>(chain.rpcUrl, "eth_getTransactionByHash", [hash]).catch(() => null);
    if (tx) return readEvmDeposit(world, chain.chainId, depository, tx);
  }
  return null;
}

interface SolanaTransaction {
  transaction: { message: { accountKeys: string[]; header: { numRequiredSignatures: number } } };
  meta: {
    err: unknown;
    preBalances: number[];
    postBalances: number[];
    preTokenBalances?: { accountIndex: number; mint: string; owner?: string; uiTokenAmount: { amount: string } }[];
    postTokenBalances?: { accountIndex: number; mint: string; owner?: string; uiTokenAmount: { amount: string } }[];
  } | null;
}

/**
 * Reads a Solana transaction (by signature) as a deposit: what the depository gained in SOL or local USDC,
 * sent by the transaction's first signer, with its other accounts as candidate references. Only a
 * transaction that succeeded counts.
 */
export async function findSolanaDeposit(
  world: RelayWorld,
  depository: string,
  signature: string,
): Promise<Deposit | null> {
  const tx = await jsonRpc<SolanaTransaction | null>(world.solana.rpcUrl, "getTransaction", [
    signature,
    { encoding: "json", maxSupportedTransactionVersion: 0, commitment: "confirmed" },
  ]).catch(() => null);
  if (!tx?.meta || tx.meta.err) return null;
  const keys = tx.transaction.message.accountKeys;
  const from = keys[0] ?? "";
  const at = keys.indexOf(depository);
  let currency = RELAY_SOL_NATIVE;
  let amount = at >= 0 ? BigInt((tx.meta.postBalances[at] ?? 0) - (tx.meta.preBalances[at] ?? 0)) : 0n;
  const tokenGain = (tx.meta.postTokenBalances ?? [])
    .filter((balance) => balance.owner === depository && balance.mint === world.solana.usdcMint)
    .map((post) => {
      const pre = (tx.meta?.preTokenBalances ?? []).find((b) => b.accountIndex === post.accountIndex);
      return BigInt(post.uiTokenAmount.amount) - BigInt(pre?.uiTokenAmount.amount ?? "0");
    })
    .reduce((sum, gain) => sum + gain, 0n);
  if (tokenGain > 0n) {
    currency = world.solana.usdcMint;
    amount = tokenGain;
  }
  if (amount <= 0n) return null;
  return {
    hash: signature,
    chainId: RELAY_SOLANA_CHAIN_ID,
    from,
    currency,
    amount,
    requestIds: [],
    references: keys.slice(1),
  };
}

/** True when a deposit names this request (EVM by id, Solana by its reference account). */
export function depositNames(deposit: Deposit, requestId: string): boolean {
  return deposit.requestIds.includes(requestId.toLowerCase()) || deposit.references.includes(referenceOf(requestId));
}
