import { FoyerError, solanaClusterOf, type WireScanResult } from "@foyer/core";
import type { Logger } from "../../Logger.ts";
import { BlocklistFiles } from "./BlocklistFiles.ts";
import { buildScanResult } from "./buildScanResult.ts";
import { EvmChainClient } from "./evm/EvmChainClient.ts";
import { scanEvmRequest } from "./evm/scanEvmRequest.ts";
import { scanRules } from "./rules/scanRules.ts";
import { runRules } from "./runRules.ts";
import type { ScanPriceSource } from "./ScanPriceSource.ts";
import { staticPriceSource } from "./ScanPriceSource.ts";
import type { ScanRequest } from "./scanSchemas.ts";
import { SolanaChainClient } from "./solana/SolanaChainClient.ts";
import { scanSolanaRequest } from "./solana/scanSolanaRequest.ts";
import type { ScanContext, TransactionScanner } from "./TransactionScanner.ts";

/**
 * The self-hosted engine: simulates on the chain's own RPC (the app's `evm_rpc_urls`; Solana: the app's
 * `transaction_scanning.solana_rpc_urls`, else the cluster's public endpoint), reads what moves and what is
 * granted, and runs the rules. Chain clients (and what they learnt) are kept per RPC URL.
 */
export class SelfHostedScanner implements TransactionScanner {
  readonly id = "self-hosted" as const;
  readonly #evm = new Map<string, EvmChainClient>();
  readonly #solana = new Map<string, SolanaChainClient>();
  readonly #blocklists: BlocklistFiles;
  readonly #prices: ((table: Record<string, Record<string, number>> | undefined) => ScanPriceSource) | undefined;

  constructor(options: {
    logger: Logger;
    prices?: (table: Record<string, Record<string, number>> | undefined) => ScanPriceSource;
  }) {
    this.#blocklists = new BlocklistFiles(options.logger);
    this.#prices = options.prices;
  }

  async scan(request: ScanRequest, { appSettings, settings }: ScanContext): Promise<WireScanResult> {
    const blocklist = await this.#blocklists.load(settings.blocklist_file);
    let facts: Awaited<ReturnType<typeof scanEvmRequest>>;
    if (request.chain_type === "ethereum") {
      // evm_rpc_urls is the siwe plugin's key; read as data so scanning does not import that plugin.
      const rpcUrl = (appSettings as { evm_rpc_urls?: Record<string, string> }).evm_rpc_urls?.[
        String(request.chain_id)
      ];
      if (!rpcUrl)
        throw new FoyerError(
          "unsupported_chain_id",
          `Unsupported chainId: ${request.chain_id} (no RPC configured for scanning)`,
        );
      let chain = this.#evm.get(rpcUrl);
      if (!chain) {
        chain = new EvmChainClient(rpcUrl, settings.rpc_timeout_ms);
        this.#evm.set(rpcUrl, chain);
      }
      facts = await scanEvmRequest(chain, request, settings, blocklist);
    } else {
      const rpcUrl = settings.solana_rpc_urls?.[request.chain_id] ?? solanaClusterOf(request.chain_id)?.rpcUrl;
      if (!rpcUrl) throw new FoyerError("unsupported_chain_id", `Unsupported chainId: ${request.chain_id}`);
      let chain = this.#solana.get(rpcUrl);
      if (!chain) {
        chain = new SolanaChainClient(rpcUrl, settings.rpc_timeout_ms);
        this.#solana.set(rpcUrl, chain);
      }
      facts = await scanSolanaRequest(chain, request, settings, blocklist);
    }
    const validation = await runRules(facts, scanRules);
    const prices = this.#prices?.(settings.usd_prices) ?? staticPriceSource(settings.usd_prices);
    return buildScanResult(facts, validation, prices);
  }
}
