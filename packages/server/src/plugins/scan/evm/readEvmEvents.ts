import type { WireScanAsset } from "@foyer/core";
import { type Address, decodeAbiParameters, getAddress, type Hex, toEventSelector, zeroAddress } from "viem";
import type { AssetGrant, AssetTransfer } from "../ScanFacts.ts";
import type { EvmChainClient } from "./EvmChainClient.ts";
import { readTokenInfo, toAsset } from "./readTokenInfo.ts";
import type { EvmSimulation } from "./simulateEvmCall.ts";

const TRANSFER = toEventSelector("Transfer(address,address,uint256)");
const APPROVAL = toEventSelector("Approval(address,address,uint256)");
const APPROVAL_FOR_ALL = toEventSelector("ApprovalForAll(address,address,bool)");
const TRANSFER_SINGLE = toEventSelector("TransferSingle(address,address,address,uint256,uint256)");
const TRANSFER_BATCH = toEventSelector("TransferBatch(address,address,address,uint256[],uint256[])");

/** ERC-20 allowances at or above 2^255 are "unlimited" (2^256-1 and the type(uint).max variants). */
const UNLIMITED_ERC20 = 2n ** 255n;

const topicAddress = (topic: Hex | undefined): Address => getAddress(`0x${(topic ?? "").slice(26)}`);
const orNull = (address: Address) => (address === zeroAddress ? null : address);

/**
 * Reads the simulation's movements and grants: native value (traced transfers), ERC-20 and ERC-721 Transfer
 * (told apart by the indexed token id), ERC-1155 TransferSingle/TransferBatch, ERC-20 and ERC-721 Approval,
 * ApprovalForAll (ERC-721 or ERC-1155 by ERC-165). Logs are what the contracts did, not what the calldata
 * claims: an approval hidden in a "claim" shows up the same way.
 */
export async function readEvmEvents(
  chain: EvmChainClient,
  simulation: EvmSimulation,
  native: WireScanAsset,
): Promise<{ transfers: AssetTransfer[]; grants: AssetGrant[] }> {
  const transfers: AssetTransfer[] = simulation.nativeTransfers.map((t) => ({
    asset: native,
    tokenId: null,
    from: t.from,
    to: t.to,
    amount: t.value,
  }));
  const grants: AssetGrant[] = [];
  const asset = async (address: string, type: "ERC20" | "ERC721" | "ERC1155") =>
    toAsset(address, type, await readTokenInfo(chain, address as Address));

  for (const log of simulation.logs) {
    const [topic, a, b, c] = log.topics;
    try {
      if (topic === TRANSFER && log.topics.length === 3) {
        transfers.push({
          asset: await asset(log.address, "ERC20"),
          tokenId: null,
          from: orNull(topicAddress(a)),
          to: orNull(topicAddress(b)),
          amount: BigInt(log.data),
        });
      } else if (topic === TRANSFER && log.topics.length === 4) {
        transfers.push({
          asset: await asset(log.address, "ERC721"),
          tokenId: BigInt(c as Hex).toString(),
          from: orNull(topicAddress(a)),
          to: orNull(topicAddress(b)),
          amount: 1n,
        });
      } else if (topic === TRANSFER_SINGLE) {
        const [id, value] = decodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], log.data);
        transfers.push({
          asset: await asset(log.address, "ERC1155"),
          tokenId: id.toString(),
          from: orNull(topicAddress(b)),
          to: orNull(topicAddress(c)),
          amount: value,
        });
      } else if (topic === TRANSFER_BATCH) {
        const [ids, values] = decodeAbiParameters([{ type: "uint256[]" }, { type: "uint256[]" }], log.data);
        const collection = await asset(log.address, "ERC1155");
        for (const [i, id] of ids.entries()) {
          transfers.push({
            asset: collection,
            tokenId: id.toString(),
            from: orNull(topicAddress(b)),
            to: orNull(topicAddress(c)),
            amount: values[i] ?? 0n,
          });
        }
      } else if (topic === APPROVAL && log.topics.length === 3) {
        const amount = BigInt(log.data);
        if (amount === 0n) continue; // a revocation grants nothing
        grants.push({
          asset: await asset(log.address, "ERC20"),
          owner: topicAddress(a),
          spender: topicAddress(b),
          amount,
          tokenId: null,
          unlimited: amount >= UNLIMITED_ERC20,
          expiration: null,
          source: "transaction",
        });
      } else if (topic === APPROVAL && log.topics.length === 4) {
        const spender = topicAddress(b);
        if (spender === zeroAddress) continue; // clearing the approval
        grants.push({
          asset: await asset(log.address, "ERC721"),
          owner: topicAddress(a),
          spender,
          amount: 1n,
          tokenId: BigInt(c as Hex).toString(),
          unlimited: false,
          expiration: null,
          source: "transaction",
        });
      } else if (topic === APPROVAL_FOR_ALL) {
        if (BigInt(log.data) === 0n) continue; // operator removed
        const info = await readTokenInfo(chain, log.address as Address);
        grants.push({
          asset: toAsset(log.address, info.erc1155 && !info.erc721 ? "ERC1155" : "ERC721", info),
          owner: topicAddress(a),
          spender: topicAddress(b),
          amount: null,
          tokenId: null,
          unlimited: true,
          expiration: null,
          source: "transaction",
        });
      }
    } catch {
      // A log that only looks like a standard event (wrong data length, say) is not a movement.
    }
  }
  return { transfers, grants };
}
