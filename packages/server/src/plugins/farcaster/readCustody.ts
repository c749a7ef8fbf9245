import { FoyerError } from "@foyer/core";
import { createPublicClient, type Hex, http } from "viem";

const custodyOfAbi = [
  {
    type: "function",
    name: "custodyOf",
    stateMutability: "view",
    inputs: [{ name: "fid", type: "uint256" }],
    outputs: [{ name: "owner", type: "address" }],
  },
] as const;

/** Where an fid's custody is looked up: an IdRegistry on some chain. */
export interface IdRegistryLocation {
  rpcUrl: string;
  address: Hex;
}

/**
 * `custodyOf(fid)` of the IdRegistry (the zero address for an unregistered fid). An RPC that fails is a 502
 * unknown_auth_error: the proof may well be valid, we just cannot tell.
 */
export async function readCustody(registry: IdRegistryLocation, fid: bigint): Promise<Hex> {
  const client = createPublicClient({ transport: http(registry.rpcUrl, { timeout: 10_000, retryCount: 1 }) });
  try {
    return await client.readContract({
      address: registry.address,
      abi: custodyOfAbi,
      functionName: "custodyOf",
      args: [fid],
    });
  } catch (cause) {
    throw new FoyerError("unknown_auth_error", "The Farcaster registry could not be read.", { status: 502, cause });
  }
}
