import type { WireScanAsset } from "@foyer/core";
import { type Address, erc20Abi, getAddress, pad, toEventSelector } from "viem";
import type { ChainLookup, CounterpartyKind } from "../ScanFacts.ts";
import type { EvmChainClient } from "./EvmChainClient.ts";
import { findBlockAtTime } from "./findBlockAtTime.ts";

const TRANSFER = toEventSelector("Transfer(address,address,uint256)");
/** EIP-7702: an account whose code is a delegation designator is still a key-held account. */
const DELEGATION_PREFIX = "0xef0100";
/** Most Transfer logs read for recent recipients. */
const MAX_HISTORY_LOGS = 2_000;

/**
 * Chain reads for the rules on an EVM chain, memoised for one scan; "before" means the latest block, the
 * state the simulation ran on. A contract's age: whether it already had code at the block of
 * `now - min_contract_age_seconds` (chain time). That needs the node to keep state that old (an archive
 * node, or a full node's recent window); when it cannot answer, the contract counts as established.
 */
export class EvmChainLookup implements ChainLookup {
  readonly #chain: EvmChainClient;
  readonly #minAgeSeconds: number;
  readonly #lookbackBlocks: number;
  readonly #kinds = new Map<string, Promise<CounterpartyKind>>();
  readonly #balances = new Map<string, Promise<bigint | null>>();
  #latest: Promise<{ number: bigint; timestamp: bigint }> | undefined;

  constructor(chain: EvmChainClient, options: { minContractAgeSeconds: number; lookbackBlocks: number }) {
    this.#chain = chain;
    this.#minAgeSeconds = options.minContractAgeSeconds;
    this.#lookbackBlocks = options.lookbackBlocks;
  }

  #latestBlock() {
    this.#latest ??= this.#chain.client.getBlock({ blockTag: "latest" }).then((b) => ({
      number: b.number,
      timestamp: b.timestamp,
    }));
    return this.#latest;
  }

  kind(address: string): Promise<CounterpartyKind> {
    let kind = this.#kinds.get(address);
    if (!kind) {
      kind = this.#readKind(address as Address);
      this.#kinds.set(address, kind);
    }
    return kind;
  }

  async #readKind(address: Address): Promise<CounterpartyKind> {
    const { client } = this.#chain;
    const code = await client.getCode({ address });
    if (!code || code === "0x" || code.startsWith(DELEGATION_PREFIX)) {
      const [nonce, balance] = await Promise.all([
        client.getTransactionCount({ address }),
        client.getBalance({ address }),
      ]);
      return nonce === 0 && balance === 0n && !code?.startsWith(DELEGATION_PREFIX) ? "fresh" : "wallet";
    }
    if (this.#minAgeSeconds <= 0) return "contract";
    try {
      const latest = await this.#latestBlock();
      const boundary = await findBlockAtTime(this.#chain, latest.timestamp - BigInt(this.#minAgeSeconds), latest);
      if (boundary === null) return "young_contract"; // the whole chain is younger than the minimum age
      const then = await client.getCode({ address, blockNumber: boundary });
      return !then || then === "0x" ? "young_contract" : "contract";
    } catch {
      return "contract"; // state that old is gone (pruned node): age unknown
    }
  }

  balanceBefore(asset: WireScanAsset, holder: string): Promise<bigint | null> {
    const key = `${asset.type}:${asset.address}:${holder}`;
    let balance = this.#balances.get(key);
    if (!balance) {
      balance = this.#readBalance(asset, holder as Address).catch(() => null);
      this.#balances.set(key, balance);
    }
    return balance;
  }

  async #readBalance(asset: WireScanAsset, holder: Address): Promise<bigint | null> {
    if (asset.type === "NATIVE") return this.#chain.client.getBalance({ address: holder });
    if (asset.type !== "ERC20" || !asset.address) return null;
    return this.#chain.client.readContract({
      address: asset.address as Address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [holder],
    });
  }

  /**
   * Recipients of the account's ERC-20/ERC-721 Transfers in the last `poisoning_lookback_blocks` blocks
   * (native sends leave no log; the client may pass those as `recent_recipients`). A node refusing the
   * range answers nothing rather than failing the scan.
   */
  async recentRecipients(account: string): Promise<string[]> {
    if (this.#lookbackBlocks <= 0) return [];
    try {
      const latest = await this.#latestBlock();
      const from = latest.number > BigInt(this.#lookbackBlocks) ? latest.number - BigInt(this.#lookbackBlocks) : 0n;
      const logs = (await this.#chain.request("eth_getLogs", [
        {
          fromBlock: `0x${from.toString(16)}`,
          toBlock: `0x${latest.number.toString(16)}`,
          topics: [TRANSFER, pad(account as Address)],
        },
      ])) as { topics: string[] }[];
      const recipients = new Set<string>();
      for (const log of logs.slice(-MAX_HISTORY_LOGS)) {
        const topic = log.topics[2];
        if (topic) recipients.add(getAddress(`0x${topic.slice(26)}`));
      }
      return [...recipients];
    } catch {
      return [];
    }
  }
}
