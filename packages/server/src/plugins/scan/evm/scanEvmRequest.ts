import { FoyerError, loadBuiltInChain, type WireScanAsset } from "@foyer/core";
import { typedDataSchema } from "@foyer/core/contract";
import { getAddress, type Hex } from "viem";
import type { Blocklist } from "../Blocklist.ts";
import type { ScanFacts } from "../ScanFacts.ts";
import type { ScanSettings } from "../ScanSettings.ts";
import type { EvmScanRequest } from "../scanSchemas.ts";
import type { EvmChainClient } from "./EvmChainClient.ts";
import { EvmChainLookup } from "./EvmChainLookup.ts";
import { readEvmEvents } from "./readEvmEvents.ts";
import { readPermitGrants } from "./readPermitGrants.ts";
import { simulateEvmCall } from "./simulateEvmCall.ts";

/** The chain's native coin as an asset (viem's chain definition, else ETH). */
async function nativeAsset(chainId: number): Promise<WireScanAsset> {
  const currency = (await loadBuiltInChain(chainId))?.nativeCurrency ?? { name: "Ether", symbol: "ETH", decimals: 18 };
  return {
    type: "NATIVE",
    address: null,
    name: currency.name,
    symbol: currency.symbol,
    logo_url: null,
    decimals: currency.decimals,
  };
}

function parseTypedData(raw: string | Record<string, unknown>) {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new FoyerError("invalid_data", "params[1] is not typed data JSON.");
    }
  }
  const parsed = typedDataSchema.safeParse(value);
  if (!parsed.success) throw new FoyerError("invalid_data", "params[1] is not EIP-712 typed data.");
  return parsed.data;
}

/**
 * Finds out what an EVM request does: a transaction is simulated on the chain (simulateEvmCall) and its
 * logs read; typed data is read for the allowances it grants (no execution). The rules judge the facts.
 */
export async function scanEvmRequest(
  chain: EvmChainClient,
  request: EvmScanRequest,
  settings: ScanSettings,
  blocklist: Blocklist,
): Promise<ScanFacts> {
  const account = getAddress(request.account);
  const chainId = String(request.chain_id);
  const lookup = new EvmChainLookup(chain, {
    minContractAgeSeconds: settings.min_contract_age_seconds,
    lookbackBlocks: settings.poisoning_lookback_blocks,
  });
  const base = {
    chainType: "ethereum" as const,
    chainId,
    account,
    ownershipChanges: [],
    recentRecipients: (request.recent_recipients ?? []).filter((a) => /^0x[0-9a-fA-F]{40}$/.test(a)).map(getAddress),
    chain: lookup,
    blocklist,
    settings,
  };

  if (request.method === "eth_signTypedData_v4") {
    const [signer, raw] = request.params;
    if (getAddress(signer) !== account) throw new FoyerError("invalid_data", "params[0] must be the account.");
    const typed = parseTypedData(raw);
    const verifyingContract =
      typeof typed.domain.verifyingContract === "string" ? typed.domain.verifyingContract : null;
    const grants = await readPermitGrants(chain, typed, account);
    return {
      ...base,
      params: {
        chain_type: "ethereum",
        chain_id: chainId,
        method: request.method,
        from: account,
        to: verifyingContract,
        value: null,
        data: typed.primaryType,
        block: null,
        engine: "typed-data",
      },
      transfers: [],
      grants,
      failure: null,
      counterparties:
        verifyingContract && /^0x[0-9a-fA-F]{40}$/.test(verifyingContract) ? [getAddress(verifyingContract)] : [],
    };
  }

  const [tx] = request.params;
  if (tx.from && getAddress(tx.from) !== account)
    throw new FoyerError("invalid_data", "The transaction's from must be the account.");
  const call = {
    from: account,
    to: tx.to ? getAddress(tx.to) : null,
    data: (tx.data ?? tx.input ?? "0x") as Hex,
    value: tx.value ? BigInt(tx.value) : 0n,
    gas: tx.gas ? BigInt(tx.gas) : null,
  };
  const [simulation, native] = await Promise.all([simulateEvmCall(chain, call), nativeAsset(request.chain_id)]);
  const { transfers, grants } = await readEvmEvents(chain, simulation, native);
  return {
    ...base,
    params: {
      chain_type: "ethereum",
      chain_id: chainId,
      method: request.method,
      from: account,
      to: call.to,
      value: call.value.toString(),
      data: call.data,
      block: simulation.block,
      engine: simulation.engine,
    },
    transfers,
    grants,
    failure: simulation.failure,
    counterparties: call.to ? [call.to] : [],
  };
}
