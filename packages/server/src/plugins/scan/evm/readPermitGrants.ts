import type { typedDataSchema } from "@foyer/core/contract";
import { type Address, getAddress, isAddress } from "viem";
import type { z } from "zod";
import type { AssetGrant } from "../ScanFacts.ts";
import type { EvmChainClient } from "./EvmChainClient.ts";
import { readTokenInfo, toAsset } from "./readTokenInfo.ts";

type TypedData = z.output<typeof typedDataSchema>;

/** Permit2 amounts are uint160: at or above 2^159 is "unlimited" (2^160-1 in practice). */
const UNLIMITED_PERMIT2 = 2n ** 159n;
const UNLIMITED_ERC20 = 2n ** 255n;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const address = (value: unknown): Address | null =>
  typeof value === "string" && isAddress(value, { strict: false }) ? getAddress(value) : null;
const amount = (value: unknown): bigint | null => {
  try {
    return typeof value === "string" || typeof value === "number" || typeof value === "bigint" ? BigInt(value) : null;
  } catch {
    return null;
  }
};

interface PermitItem {
  token: Address;
  spender: Address;
  amount: bigint;
  unlimited: boolean;
  expiration: bigint | null;
}

/** The allowances a typed-data message grants, by its standard (Permit2 before EIP-2612). */
function permitItems(typed: TypedData): PermitItem[] {
  const message = typed.message;
  const spender = address(message.spender);
  if (!spender) return [];
  if (typed.domain.name === "Permit2") {
    const deadline = amount(message.sigDeadline ?? message.deadline);
    // PermitSingle/PermitBatch (AllowanceTransfer): details; Permit(Batch)(Witness)TransferFrom: permitted.
    const entries = [message.details, message.permitted].flatMap((v) => (Array.isArray(v) ? v : v ? [v] : []));
    return entries.flatMap((entry) => {
      const item = record(entry);
      const token = address(item.token);
      const value = amount(item.amount);
      if (!token || value === null || value === 0n) return [];
      const expiration = amount(item.expiration) ?? deadline;
      return [{ token, spender, amount: value, unlimited: value >= UNLIMITED_PERMIT2, expiration }];
    });
  }
  if (typed.primaryType !== "Permit") return [];
  const token = address(typed.domain.verifyingContract);
  if (!token) return [];
  if (typeof message.allowed === "boolean") {
    // DAI-style permit: all or nothing.
    if (!message.allowed) return [];
    return [{ token, spender, amount: 2n ** 256n - 1n, unlimited: true, expiration: amount(message.expiry) }];
  }
  const value = amount(message.value);
  if (value === null || value === 0n) return [];
  return [{ token, spender, amount: value, unlimited: value >= UNLIMITED_ERC20, expiration: amount(message.deadline) }];
}

/**
 * What signing an `eth_signTypedData_v4` request grants: EIP-2612 Permit (and DAI's), Permit2's
 * PermitSingle, PermitBatch, PermitTransferFrom and batch/witness variants. Any other typed data grants
 * nothing the scanner can name (it is still checked against the blocklist by its verifying contract).
 */
export async function readPermitGrants(chain: EvmChainClient, typed: TypedData, signer: string): Promise<AssetGrant[]> {
  return Promise.all(
    permitItems(typed).map(async (item) => ({
      asset: toAsset(item.token, "ERC20", await readTokenInfo(chain, item.token)),
      owner: signer,
      spender: item.spender,
      amount: item.amount,
      tokenId: null,
      unlimited: item.unlimited,
      expiration: item.expiration,
      source: "signature" as const,
    })),
  );
}
