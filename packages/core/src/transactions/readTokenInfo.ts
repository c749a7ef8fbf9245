import { type Address, erc20Abi, type PublicClient, parseAbi } from "viem";
import type { DecodedCall } from "./DecodedCall.ts";

/** What a token contract turned out to be, read from the chain (spec 001 §7 "symbol and decimals"). */
export type TokenInfo =
  | { kind: "erc20"; symbol: string; decimals: number }
  | { kind: "erc721"; symbol: string | null }
  | { kind: "erc1155" }
  | { kind: "unknown" };

const erc165Abi = parseAbi(["function supportsInterface(bytes4 interfaceId) view returns (bool)"]);
const ERC721_INTERFACE = "0x80ac58cd";
const ERC1155_INTERFACE = "0xd9b67a26";

/**
 * Reads a token's kind, symbol and decimals: ERC-165 says ERC-721 or ERC-1155; otherwise a contract that
 * answers `decimals()` is an ERC-20. Reads run in parallel and any of them may fail (a plain contract, an
 * RPC hiccup): what could not be read is left out, never guessed.
 *
 * @example
 * await readTokenInfo(publicClient, usdc); // { kind: "erc20", symbol: "USDC", decimals: 6 }
 */
export async function readTokenInfo(client: Pick<PublicClient, "readContract">, address: string): Promise<TokenInfo> {
  const token = address as Address;
  const [is721, is1155, decimals, symbol] = await Promise.allSettled([
    client.readContract({
      address: token,
      abi: erc165Abi,
      functionName: "supportsInterface",
      args: [ERC721_INTERFACE],
    }),
    client.readContract({
      address: token,
      abi: erc165Abi,
      functionName: "supportsInterface",
      args: [ERC1155_INTERFACE],
    }),
    client.readContract({ address: token, abi: erc20Abi, functionName: "decimals" }),
    client.readContract({ address: token, abi: erc20Abi, functionName: "symbol" }),
  ]);
  const sym = symbol.status === "fulfilled" && typeof symbol.value === "string" ? symbol.value : null;
  if (is721.status === "fulfilled" && is721.value === true) return { kind: "erc721", symbol: sym };
  if (is1155.status === "fulfilled" && is1155.value === true) return { kind: "erc1155" };
  if (decimals.status === "fulfilled") return { kind: "erc20", symbol: sym ?? "", decimals: Number(decimals.value) };
  return { kind: "unknown" };
}

/**
 * Settles a decoded call whose selector ERC-20 and ERC-721 share (transferFrom, approve, mint) once the token
 * is known: an ERC-20 keeps the amount, an NFT keeps the token id.
 */
export function applyTokenKind(call: DecodedCall, info: TokenInfo): DecodedCall {
  if (info.kind === "erc20" && call.isErc20Ish) {
    const { tokenId: _id, ...rest } = call;
    return { ...rest, isNFTIsh: false };
  }
  if ((info.kind === "erc721" || info.kind === "erc1155") && call.isNFTIsh) {
    if (!call.isErc20Ish) return call;
    const { amount: _amount, ...rest } = call;
    return { ...rest, isErc20Ish: false, ...(call.action === "approve" ? { approved: call.spender } : {}) };
  }
  return call;
}
