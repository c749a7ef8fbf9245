import type { WireScanAsset } from "@foyer/core";
import { type Address, erc20Abi, parseAbi } from "viem";
import type { EvmChainClient } from "./EvmChainClient.ts";

/** What the scanner knows about a token contract. */
export interface EvmTokenInfo {
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  /** ERC-165 answers: ERC-721 and ERC-1155 interfaces. */
  erc721: boolean;
  erc1155: boolean;
}

const erc165Abi = parseAbi(["function supportsInterface(bytes4 id) view returns (bool)"]);
const ERC721_INTERFACE = "0x80ac58cd";
const ERC1155_INTERFACE = "0xd9b67a26";

/**
 * Reads a token's name, symbol, decimals and ERC-165 interfaces with plain eth_calls (no multicall contract
 * needed, so it works on any chain including a fresh anvil); a call that fails or answers junk is null.
 */
export function readTokenInfo(chain: EvmChainClient, address: Address): Promise<EvmTokenInfo> {
  return chain.tokenInfo(address, async () => {
    const read = <T>(promise: Promise<T>) => promise.then((v) => v as T | null).catch(() => null);
    const [name, symbol, decimals, erc721, erc1155] = await Promise.all([
      read(chain.client.readContract({ address, abi: erc20Abi, functionName: "name" })),
      read(chain.client.readContract({ address, abi: erc20Abi, functionName: "symbol" })),
      read(chain.client.readContract({ address, abi: erc20Abi, functionName: "decimals" })),
      read(
        chain.client.readContract({
          address,
          abi: erc165Abi,
          functionName: "supportsInterface",
          args: [ERC721_INTERFACE],
        }),
      ),
      read(
        chain.client.readContract({
          address,
          abi: erc165Abi,
          functionName: "supportsInterface",
          args: [ERC1155_INTERFACE],
        }),
      ),
    ]);
    // Token names are attacker-chosen: keep printable characters only, and not too many.
    const clean = (text: string | null) =>
      text
        ? Array.from(text)
            .filter((ch) => ch.charCodeAt(0) >= 0x20)
            .join("")
            .slice(0, 64) || null
        : null;
    return {
      name: clean(name),
      symbol: clean(symbol),
      decimals: typeof decimals === "number" && decimals <= 36 ? decimals : null,
      erc721: erc721 === true,
      erc1155: erc1155 === true,
    };
  });
}

/** The wire description of a token of a known type. */
export function toAsset(address: string, type: "ERC20" | "ERC721" | "ERC1155", info: EvmTokenInfo): WireScanAsset {
  return {
    type,
    address,
    name: info.name,
    symbol: info.symbol,
    logo_url: null,
    decimals: type === "ERC20" ? (info.decimals ?? 18) : 0,
  };
}
