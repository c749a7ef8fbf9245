import { parseAbi } from "viem";

/**
 * The token calls the approval screen understands (spec 001 §4 "Decoding"): ERC-20 transfer, transferFrom
 * and approve; ERC-721 transfers (plain and safe), approve and setApprovalForAll; ERC-1155 single and batch
 * transfers and setApprovalForAll; the common mint shapes. ERC-20 and ERC-721 share the selectors of
 * transferFrom and approve: the chain read of the token tells them apart (readTokenInfo).
 */
export const tokenCallAbi = parseAbi([
  "function transfer(address to, uint256 amount) returns (bool)",
  "function transferFrom(address from, address to, uint256 amountOrTokenId)",
  "function approve(address spender, uint256 amountOrTokenId)",
  "function safeTransferFrom(address from, address to, uint256 tokenId)",
  "function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)",
  "function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)",
  "function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)",
  "function setApprovalForAll(address operator, bool approved)",
  "function mint(address to)",
  "function mint(address to, uint256 amountOrTokenId)",
  "function mint(address to, uint256 id, uint256 amount, bytes data)",
  "function mintBatch(address to, uint256[] ids, uint256[] amounts, bytes data)",
  "function safeMint(address to)",
  "function safeMint(address to, uint256 tokenId)",
]);
