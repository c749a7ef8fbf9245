import type { WireScanResult } from "@foyer/core";
import { FoyerError } from "@foyer/core";
import type { ScanRequest } from "../scanSchemas.ts";
import type { ScanContext, TransactionScanner } from "../TransactionScanner.ts";
import { blockaidEvmChain, blockaidSolanaChain } from "./blockaidChain.ts";
import type { BlockaidEvmScanResponse, BlockaidSolanaScanResponse } from "./blockaidWire.ts";
import { fromBlockaidEvm } from "./fromBlockaidEvm.ts";
import { fromBlockaidSolana } from "./fromBlockaidSolana.ts";

export const BLOCKAID_API_URL = "https://api.blockaid.io";

/**
 * The Blockaid provider: the same request sent to Blockaid's documented scan API with the app's key
 * (`transaction_scanning.blockaid.api_key`, header X-API-Key), its answer mapped to Foyer's scan result.
 * Used by apps that choose `provider: "blockaid"`; the self-hosted engine stays the default.
 */
export class BlockaidScanner implements TransactionScanner {
  readonly id = "blockaid" as const;
  readonly #fetch: typeof fetch;

  constructor(options: { fetch?: typeof fetch } = {}) {
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  async scan(request: ScanRequest, { settings }: ScanContext): Promise<WireScanResult> {
    const blockaid = settings.blockaid;
    if (!blockaid)
      throw new FoyerError("not_supported", "transaction_scanning.blockaid.api_key is not set for this app.");
    const base = (blockaid.base_url ?? BLOCKAID_API_URL).replace(/\/+$/, "");
    const metadata = request.metadata?.domain ? { domain: request.metadata.domain } : { non_dapp: true };
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await this.#fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", "X-API-Key": blockaid.api_key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.rpc_timeout_ms),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Blockaid answered ${response.status}: ${text.slice(0, 200)}`);
      return JSON.parse(text) as T;
    };

    if (request.chain_type === "ethereum") {
      const answer = await post<BlockaidEvmScanResponse>("/v0/evm/json-rpc/scan", {
        chain: blockaidEvmChain(request.chain_id),
        account_address: request.account,
        data: { method: request.method, params: request.params },
        metadata,
        options: ["simulation", "validation"],
        block: "latest",
      });
      return fromBlockaidEvm(request, answer);
    }
    const answer = await post<BlockaidSolanaScanResponse>("/v0/solana/message/scan", {
      chain: blockaidSolanaChain(request.chain_id),
      account_address: request.account,
      transactions: request.transactions,
      encoding: request.encoding ?? "base64",
      method: request.method,
      metadata: request.metadata?.domain ? { url: request.metadata.domain } : { non_dapp: true },
      options: ["simulation", "validation"],
    });
    return fromBlockaidSolana(request, answer);
  }
}
