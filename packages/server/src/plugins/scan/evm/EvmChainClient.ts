import { createPublicClient, http, type PublicClient } from "viem";
import type { EvmTokenInfo } from "./readTokenInfo.ts";

/** Most token descriptions kept per chain (contracts scanned again are answered from memory). */
const TOKEN_INFO_CACHE_SIZE = 5_000;

/**
 * One EVM chain's RPC, as the scanner uses it, and what it learnt about it: which simulation method the node
 * offers, token descriptions, and the last "block at time" answers. One per RPC URL, kept by the engine.
 */
export class EvmChainClient {
  readonly client: PublicClient;
  readonly rpcUrl: string;
  /** Learnt on the first scan: eth_simulateV1 when the node answers it, else debug_traceCall. */
  simulationMethod: "eth_simulateV1" | "debug_traceCall" | undefined;
  readonly #tokens = new Map<string, Promise<EvmTokenInfo>>();
  /** target timestamp (minute) → block number at or before it. */
  readonly blockAtTime = new Map<number, bigint>();

  constructor(rpcUrl: string, timeoutMs: number) {
    this.rpcUrl = rpcUrl;
    this.client = createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 1 }) });
  }

  /** A raw JSON-RPC call (methods viem has no action for, like eth_simulateV1 with traceTransfers). */
  request(method: string, params: unknown[]): Promise<unknown> {
    return (this.client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({
      method,
      params,
    });
  }

  /** Memoised token description (a failed read is forgotten so the next scan tries again). */
  tokenInfo(address: string, read: () => Promise<EvmTokenInfo>): Promise<EvmTokenInfo> {
    const cached = this.#tokens.get(address);
    if (cached) return cached;
    if (this.#tokens.size >= TOKEN_INFO_CACHE_SIZE) {
      const oldest = this.#tokens.keys().next().value;
      if (oldest !== undefined) this.#tokens.delete(oldest);
    }
    const pending = read();
    this.#tokens.set(address, pending);
    pending.catch(() => this.#tokens.delete(address));
    return pending;
  }
}
