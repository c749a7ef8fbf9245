import { type Abi, decodeFunctionData, type Hex } from "viem";
import type { DecodedCall } from "./DecodedCall.ts";
import { tokenCallAbi } from "./tokenCallAbi.ts";

const lower = (a: unknown) => String(a);

/**
 * Decodes calldata into what the approval screen shows, with viem's ABI decoding. Token calls are always
 * decoded; other calls only with extended decoding (an app setting), against `extendedAbi` (function
 * signatures the app or Foyer knows), else they stay a plain 'transaction'. Pure: shared ERC-20 / ERC-721
 * selectors come out as both kinds until `applyTokenKind` settles them with a chain read.
 *
 * @example
 * decodeCall("0xa9059cbb…"); // { action: "transfer", functionName: "transfer", transferTo, amount, isErc20Ish: true, … }
 */
export function decodeCall(data: string | undefined, options: { extendedAbi?: Abi } = {}): DecodedCall | null {
  if (!data || data === "0x" || !/^0x[0-9a-fA-F]*$/.test(data) || data.length < 10) return null;
  let decoded: { functionName: string; args: readonly unknown[] | undefined };
  try {
    decoded = decodeFunctionData({ abi: tokenCallAbi, data: data as Hex });
  } catch {
    return options.extendedAbi ? decodeExtended(data as Hex, options.extendedAbi) : null;
  }
  const args = decoded.args ?? [];
  const a = (i: number) => args[i];
  switch (decoded.functionName) {
    case "transfer":
      return {
        action: "transfer",
        functionName: "transfer",
        isErc20Ish: true,
        isNFTIsh: false,
        transferTo: lower(a(0)),
        amount: a(1) as bigint,
      };
    case "transferFrom":
      // ERC-20 amount or ERC-721 token id: both set until the token kind is known.
      return {
        action: "transfer",
        functionName: "transferFrom",
        isErc20Ish: true,
        isNFTIsh: true,
        transferFrom: lower(a(0)),
        transferTo: lower(a(1)),
        amount: a(2) as bigint,
        tokenId: a(2) as bigint,
      };
    case "approve":
      return {
        action: "approve",
        functionName: "approve",
        isErc20Ish: true,
        isNFTIsh: true,
        spender: lower(a(0)),
        amount: a(1) as bigint,
        tokenId: a(1) as bigint,
      };
    case "safeTransferFrom":
      return args.length === 5
        ? {
            action: "transfer",
            functionName: "safeTransferFrom",
            isErc20Ish: false,
            isNFTIsh: true,
            transferFrom: lower(a(0)),
            transferTo: lower(a(1)),
            tokenId: a(2) as bigint,
            amount: a(3) as bigint,
          }
        : {
            action: "transfer",
            functionName: "safeTransferFrom",
            isErc20Ish: false,
            isNFTIsh: true,
            transferFrom: lower(a(0)),
            transferTo: lower(a(1)),
            tokenId: a(2) as bigint,
          };
    case "safeBatchTransferFrom":
      return {
        action: "batch transfer",
        functionName: "safeBatchTransferFrom",
        isErc20Ish: false,
        isNFTIsh: true,
        transferFrom: lower(a(0)),
        transferTo: lower(a(1)),
        tokenIds: [...(a(2) as readonly bigint[])],
        amounts: [...(a(3) as readonly bigint[])],
      };
    case "setApprovalForAll":
      return {
        action: "approve",
        functionName: "setApprovalForAll",
        isErc20Ish: false,
        isNFTIsh: true,
        operator: lower(a(0)),
        approved: a(1) as boolean,
      };
    case "mint":
    case "safeMint":
    case "mintBatch":
      return decodeMint(decoded.functionName, args);
    default:
      return null;
  }
}

function decodeMint(functionName: string, args: readonly unknown[]): DecodedCall {
  const base = { action: "mint" as const, functionName, transferTo: String(args[0]) };
  if (functionName === "mintBatch") {
    return {
      ...base,
      isErc20Ish: false,
      isNFTIsh: true,
      tokenIds: [...(args[1] as readonly bigint[])],
      amounts: [...(args[2] as readonly bigint[])],
    };
  }
  if (args.length === 4) {
    return { ...base, isErc20Ish: false, isNFTIsh: true, tokenId: args[1] as bigint, amount: args[2] as bigint };
  }
  if (args.length === 2) {
    // mint(to, n): an ERC-20 amount or an ERC-721 token id; safeMint is ERC-721 only.
    const isErc20Ish = functionName === "mint";
    return { ...base, isErc20Ish, isNFTIsh: true, amount: args[1] as bigint, tokenId: args[1] as bigint };
  }
  return { ...base, isErc20Ish: false, isNFTIsh: true };
}

function decodeExtended(data: Hex, abi: Abi): DecodedCall | null {
  try {
    const decoded = decodeFunctionData({ abi, data });
    const item = abi.find(
      (entry) =>
        entry.type === "function" &&
        entry.name === decoded.functionName &&
        entry.inputs.length === (decoded.args?.length ?? 0),
    );
    const inputs = item && item.type === "function" ? item.inputs : [];
    return {
      action: "transaction",
      functionName: decoded.functionName,
      isErc20Ish: false,
      isNFTIsh: false,
      args: (decoded.args ?? []).map((value, i) => ({
        name: inputs[i]?.name || `arg${i}`,
        value: formatArg(value),
      })),
    };
  } catch {
    return null;
  }
}

function formatArg(value: unknown): string {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return `[${value.map(formatArg).join(", ")}]`;
  if (typeof value === "object" && value !== null)
    return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
  return String(value);
}
