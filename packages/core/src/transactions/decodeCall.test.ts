import { encodeFunctionData, erc20Abi, erc721Abi, erc1155Abi, maxUint256, parseAbi } from "viem";
import { describe, expect, it } from "vitest";
import { decodeCall } from "./decodeCall.ts";
import { knownFunctionAbi } from "./knownFunctionAbi.ts";
import { applyTokenKind } from "./readTokenInfo.ts";

const alice = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const bob = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

describe("decodeCall (spec 001 §3 decoded call)", () => {
  it("decodes an ERC-20 transfer", () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [bob, 1_500_000n] });
    expect(decodeCall(data)).toEqual({
      action: "transfer",
      functionName: "transfer",
      isErc20Ish: true,
      isNFTIsh: false,
      transferTo: bob,
      amount: 1_500_000n,
    });
  });

  it("decodes approve and settles it as ERC-20 (amount, Maximum is 2^256-1) or ERC-721 (token id)", () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [bob, maxUint256] });
    const call = decodeCall(data);
    expect(call).toMatchObject({ action: "approve", spender: bob, amount: maxUint256, isErc20Ish: true });
    const asErc20 = applyTokenKind(call!, { kind: "erc20", symbol: "USDC", decimals: 6 });
    expect(asErc20).toMatchObject({ isErc20Ish: true, isNFTIsh: false, amount: maxUint256 });
    expect(asErc20.tokenId).toBeUndefined();
    const asNft = applyTokenKind(call!, { kind: "erc721", symbol: "TNFT" });
    expect(asNft).toMatchObject({ isErc20Ish: false, isNFTIsh: true, tokenId: maxUint256, approved: bob });
    expect(asNft.amount).toBeUndefined();
  });

  it("decodes transferFrom for both kinds until the token is known", () => {
    const data = encodeFunctionData({ abi: erc721Abi, functionName: "transferFrom", args: [alice, bob, 7n] });
    const call = decodeCall(data)!;
    expect(call).toMatchObject({ transferFrom: alice, transferTo: bob, isErc20Ish: true, isNFTIsh: true });
    expect(applyTokenKind(call, { kind: "erc721", symbol: null })).toMatchObject({ tokenId: 7n, isErc20Ish: false });
    expect(applyTokenKind(call, { kind: "unknown" })).toEqual(call);
  });

  it("decodes ERC-721 safe transfers (with and without data) and setApprovalForAll", () => {
    const plain = encodeFunctionData({ abi: erc721Abi, functionName: "safeTransferFrom", args: [alice, bob, 3n] });
    expect(decodeCall(plain)).toMatchObject({ action: "transfer", tokenId: 3n, isNFTIsh: true, isErc20Ish: false });
    const withData = encodeFunctionData({
      abi: erc721Abi,
      functionName: "safeTransferFrom",
      args: [alice, bob, 4n, "0x1234"],
    });
    expect(decodeCall(withData)).toMatchObject({ transferTo: bob, tokenId: 4n });
    const all = encodeFunctionData({ abi: erc721Abi, functionName: "setApprovalForAll", args: [bob, true] });
    expect(decodeCall(all)).toMatchObject({
      action: "approve",
      functionName: "setApprovalForAll",
      operator: bob,
      approved: true,
    });
  });

  it("decodes ERC-1155 single and batch transfers", () => {
    const single = encodeFunctionData({
      abi: erc1155Abi,
      functionName: "safeTransferFrom",
      args: [alice, bob, 9n, 5n, "0x"],
    });
    expect(decodeCall(single)).toMatchObject({ action: "transfer", tokenId: 9n, amount: 5n, isNFTIsh: true });
    const batch = encodeFunctionData({
      abi: erc1155Abi,
      functionName: "safeBatchTransferFrom",
      args: [alice, bob, [1n, 2n], [10n, 20n], "0x"],
    });
    expect(decodeCall(batch)).toEqual({
      action: "batch transfer",
      functionName: "safeBatchTransferFrom",
      isErc20Ish: false,
      isNFTIsh: true,
      transferFrom: alice,
      transferTo: bob,
      tokenIds: [1n, 2n],
      amounts: [10n, 20n],
    });
  });

  it("decodes the mint shapes", () => {
    const abi = parseAbi([
      "function mint(address to)",
      "function mint(address to, uint256 amount)",
      "function mint(address to, uint256 id, uint256 amount, bytes data)",
      "function safeMint(address to, uint256 tokenId)",
    ]);
    expect(decodeCall(encodeFunctionData({ abi, functionName: "mint", args: [bob] }))).toMatchObject({
      action: "mint",
      transferTo: bob,
      isNFTIsh: true,
    });
    expect(decodeCall(encodeFunctionData({ abi, functionName: "mint", args: [bob, 5n] }))).toMatchObject({
      action: "mint",
      amount: 5n,
      isErc20Ish: true,
    });
    expect(decodeCall(encodeFunctionData({ abi, functionName: "mint", args: [bob, 1n, 2n, "0x"] }))).toMatchObject({
      tokenId: 1n,
      amount: 2n,
      isErc20Ish: false,
    });
    expect(decodeCall(encodeFunctionData({ abi, functionName: "safeMint", args: [bob, 8n] }))).toMatchObject({
      functionName: "safeMint",
      isErc20Ish: false,
    });
  });

  it("leaves unknown calls, empty or malformed data undecoded unless extended decoding is on", () => {
    const deposit = encodeFunctionData({ abi: knownFunctionAbi, functionName: "deposit" });
    expect(decodeCall(deposit)).toBeNull();
    expect(decodeCall(undefined)).toBeNull();
    expect(decodeCall("0x")).toBeNull();
    expect(decodeCall("0xzz")).toBeNull();
    // A token selector with truncated arguments does not decode.
    expect(decodeCall("0xa9059cbb0000")).toBeNull();
    expect(decodeCall(deposit, { extendedAbi: knownFunctionAbi })).toEqual({
      action: "transaction",
      functionName: "deposit",
      isErc20Ish: false,
      isNFTIsh: false,
      args: [],
    });
    const withdraw = encodeFunctionData({ abi: knownFunctionAbi, functionName: "withdraw", args: [42n] });
    expect(decodeCall(withdraw, { extendedAbi: knownFunctionAbi })?.args).toEqual([{ name: "amount", value: "42" }]);
  });
});
