import { createKeyPairSignerFromPrivateKeyBytes } from "@solana/kit";
import { formatUnits } from "viem";
import { devAccount } from "../../devAccounts.ts";
import type { ChainCreditor } from "../createChainCreditor.ts";
import { mintSolanaUsdc } from "../solanaUsdc.ts";
import { type HttpStandIn, startHttpStandIn } from "../startHttpStandIn.ts";
import { quoteRelayRequest, RELAY_QUOTE_TTL_MS, type RelayRequest } from "./quoteRelayRequest.ts";
import {
  type Deposit,
  depositNames,
  type EvmTransaction,
  findEvmDeposit,
  findSolanaDeposit,
  jsonRpc,
  readEvmDeposit,
} from "./readDeposit.ts";
import { type RelayWorld, relayCurrency } from "./relayCurrencies.ts";

/** The dev account that receives EVM deposits (the relayer's depository). */
export const RELAY_EVM_DEPOSITORY_INDEX = 8;
/** How often the relayer looks for new blocks on the origin EVM chains. */
const WATCH_INTERVAL_MS = 250;

export interface RelayStandIn extends HttpStandIn {
  depository: { evm: string; solana: string };
  request(id: string): RelayRequest | null;
  /** The requests quoted so far, oldest first. */
  requests(): RelayRequest[];
  /**
   * How long the next quotes may be deposited against (ms; null: RELAY_QUOTE_TTL_MS again). Tests issue
   * short-lived quotes to make one expire while the user waits.
   */
  setQuoteTtl(ms: number | null): void;
}

function toWire(request: RelayRequest) {
  return {
    id: request.id,
    status: request.status,
    user: request.user,
    recipient: request.recipient,
    data: {
      failReason: request.reason ?? undefined,
      currency: request.destination.symbol.toLowerCase(),
      inTxs: request.inTxs.map((tx) => ({ ...tx, type: "onchain" })),
      outTxs: request.outTxs.map((tx) => ({ ...tx, type: "onchain" })),
    },
    createdAt: new Date(request.createdAt).toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

/**
 * A local Relay (the bridge of spec 001 §7) and its relayer. `POST /quote` prices a bridge between the
 * sandbox's chains (two anvils and LiteSVM as Relay's Solana, 792703809) and answers a deposit step;
 * `GET /requests/v2?hash=` (or `?id=`) answers `{ requests: [{ status, ... }] }`. The relayer watches the
 * origin EVM chains' blocks for deposits (and reads any transaction a status call names, Solana's included);
 * a deposit that matches its quote in time is paid out on the destination chain (success); a late, short,
 * foreign or second deposit is sent back (refund). Each deposit is handled once.
 */
export async function startRelayStandIn(options: {
  world: RelayWorld;
  creditor: ChainCreditor;
  port?: number;
  now?: () => number;
  onError?: (message: string) => void;
}): Promise<RelayStandIn> {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? ((message) => console.error(`[relay sandbox] ${message}`));
  const { world, creditor } = options;
  const depository = {
    evm: devAccount(RELAY_EVM_DEPOSITORY_INDEX).address,
    solana: (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(0x77))).address as string,
  };
  // The Solana depository must exist to receive SOL, and hold a token account to receive USDC.
  await mintSolanaUsdc(world.solana.rpcUrl, depository.solana, 0n);
  const requests = new Map<string, RelayRequest>();
  const handled = new Set<string>();
  let quoteTtlMs = RELAY_QUOTE_TTL_MS;

  const sendBack = async (deposit: Deposit) => {
    const currency = relayCurrency(world, deposit.chainId, deposit.currency);
    if (!currency) return null;
    return creditor.credit({
      target: currency.target,
      asset: currency.asset,
      to: deposit.from,
      amount: formatUnits(deposit.amount, currency.decimals),
    });
  };

  async function settle(deposit: Deposit): Promise<void> {
    const key = `${deposit.chainId}:${deposit.hash.toLowerCase()}`;
    if (handled.has(key)) return;
    handled.add(key);
    const request = [...requests.values()].find((candidate) => depositNames(deposit, candidate.id));
    if (!request) {
      onError(`deposit ${deposit.hash} names no known request; sent back`);
      await sendBack(deposit).catch((error) => onError(`refund of ${deposit.hash} failed: ${String(error)}`));
      return;
    }
    request.inTxs.push({ hash: deposit.hash, chainId: deposit.chainId });
    if (request.status !== "waiting") {
      // A second deposit for a request already served: it goes back, the recipient is not paid twice.
      await sendBack(deposit).catch((error) => onError(`refund of ${deposit.hash} failed: ${String(error)}`));
      return;
    }
    const wrong =
      deposit.chainId !== request.origin.chainId ||
      deposit.currency.toLowerCase() !== request.origin.address.toLowerCase()
        ? "deposit on another chain or currency"
        : deposit.from.toLowerCase() !== request.user.toLowerCase()
          ? "deposit from another wallet"
          : deposit.amount < request.amountIn
            ? "deposit below the quoted amount"
            : now() > request.expiresAt
              ? "quote expired"
              : null;
    request.status = "pending";
    if (wrong) {
      request.reason = wrong;
      try {
        const hash = await sendBack(deposit);
        if (hash) request.outTxs.push({ hash, chainId: deposit.chainId });
        request.status = "refund";
      } catch (error) {
        request.status = "failure";
        onError(`refund of ${deposit.hash} failed: ${String(error)}`);
      }
      return;
    }
    const { destination } = request;
    try {
      const hash = await creditor.credit({
        target: destination.target,
        asset: destination.asset,
        to: request.recipient,
        amount: formatUnits(request.amountOut, destination.decimals),
      });
      request.outTxs.push({ hash, chainId: destination.chainId });
      request.status = "success";
    } catch (error) {
      onError(`payout of ${request.id} failed: ${String(error)}`);
      request.reason = "payout failed";
      const hash = await sendBack(deposit).catch(() => null);
      if (hash) request.outTxs.push({ hash, chainId: deposit.chainId });
      request.status = hash ? "refund" : "failure";
    }
  }

  // The watcher: new blocks of each origin EVM chain, every transaction read as a possible deposit.
  const lastBlock = new Map<number, bigint>();
  for (const chain of world.evm)
    lastBlock.set(chain.chainId, BigInt(await jsonRpc<string>(chain.rpcUrl, "eth_blockNumber", [])));
  let watching = true;
  const watch = async () => {
    for (const chain of world.evm) {
      try {
        const head = BigInt(await jsonRpc<string>(chain.rpcUrl, "eth_blockNumber", []));
        for (let n = (lastBlock.get(chain.chainId) ?? head) + 1n; n <= head; n++) {
          const block = await jsonRpc<{ transactions: EvmTransaction[] } | null>(chain.rpcUrl, "eth_getBlockByNumber", [
            `0x${n.toString(16)}`,
            true,
          ]);
          for (const tx of block?.transactions ?? []) {
            const deposit = await readEvmDeposit(world, chain.chainId, depository.evm, tx);
            if (deposit) await settle(deposit);
          }
          lastBlock.set(chain.chainId, n);
        }
      } catch (error) {
        if (watching)
          onError(`watching chain ${chain.chainId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (watching) timer = setTimeout(() => void watch(), WATCH_INTERVAL_MS);
  };
  let timer = setTimeout(() => void watch(), WATCH_INTERVAL_MS);

  const byHash = (hash: string) =>
    [...requests.values()].find((request) =>
      [...request.inTxs, ...request.outTxs].some((tx) => tx.hash.toLowerCase() === hash.toLowerCase()),
    );

  const server = await startHttpStandIn(
    async (request) => {
      if (request.method === "POST" && request.path === "/quote") {
        const outcome = await quoteRelayRequest(request.fields, world, depository, now(), quoteTtlMs);
        if (!outcome.ok) return { status: outcome.status, body: outcome.body };
        requests.set(outcome.request.id, outcome.request);
        return { body: outcome.body };
      }
      if (request.method === "GET" && request.path === "/requests/v2") {
        const id = request.query.get("id");
        const hash = request.query.get("hash");
        let found = id ? requests.get(id.toLowerCase()) : hash ? byHash(hash) : undefined;
        if (!found && hash) {
          const deposit = hash.startsWith("0x")
            ? await findEvmDeposit(world, depository.evm, hash)
            : await findSolanaDeposit(world, depository.solana, hash);
          if (deposit) await settle(deposit);
          found = byHash(hash);
        }
        return { body: { requests: found ? [toWire(found)] : [] } };
      }
      if (request.method === "GET" && request.path === "/intents/status/v3") {
        const found = requests.get((request.query.get("requestId") ?? "").toLowerCase());
        return found ? { body: { status: found.status } } : { status: 404, body: { message: "Request not found" } };
      }
      return { status: 404, body: { message: `${request.method} ${request.path} not found` } };
    },
    { port: options.port },
  );
  return {
    ...server,
    depository,
    request: (id) => requests.get(id.toLowerCase()) ?? null,
    requests: () => [...requests.values()],
    setQuoteTtl(ms) {
      quoteTtlMs = ms ?? RELAY_QUOTE_TTL_MS;
    },
    async stop() {
      watching = false;
      clearTimeout(timer);
      await server.stop();
    },
  };
}
