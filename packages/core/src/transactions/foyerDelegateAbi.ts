import { parseAbi } from "viem";

/**
 * The interface of FoyerDelegate (packages/devchain/src/contracts/FoyerDelegate.sol), the EIP-7702 code an
 * embedded wallet delegates to: `execute` runs an atomic batch sent by the account itself (EIP-5792),
 * `executeSigned` one relayed by the app's sponsor with the account's EIP-712 signature.
 */
export const foyerDelegateAbi = parseAbi([
  "struct Call { address to; uint256 value; bytes data; }",
  "function execute(Call[] calls) payable",
  "function executeSigned(Call[] calls, uint256 deadline, bytes signature)",
  "function nonce() view returns (uint256)",
  "error Unauthorized()",
  "error Expired()",
  "error CallFailed(uint256 index, bytes reason)",
]);

/** One call of a batch, as the delegate takes it. */
export interface DelegateCall {
  to: `0x${string}`;
  value: bigint;
  data: `0x${string}`;
}

/** The EIP-7702 designator prefix: an account whose code is 0xef0100 ‖ address runs that address's code. */
export const DELEGATION_PREFIX = "0xef0100";

/** The contract an account delegates to, read from its code; null when it delegates to nothing. */
export function delegationOf(code: string | undefined): string | null {
  if (!code?.toLowerCase().startsWith(DELEGATION_PREFIX) || code.length !== 2 + 46) return null;
  return `0x${code.slice(8)}`;
}

/**
 * The EIP-712 typed data an account signs to have `calls` relayed (`executeSigned`): the domain's verifying
 * contract is the account itself, so the signature is good for this account, chain and nonce only.
 *
 * @example
 * const signature = await account.signTypedData(executeTypedData({ account: address, chainId, calls, nonce, deadline }));
 */
export function executeTypedData(input: {
  account: string;
  chainId: number;
  calls: DelegateCall[];
  nonce: bigint;
  deadline: bigint;
}) {
  return {
    domain: {
      name: "FoyerDelegate",
      version: "1",
      chainId: input.chainId,
      verifyingContract: input.account as `0x${string}`,
    },
    types: {
      Call: [
        { name: "to", type: "address" },
        { name: "value", type: "uint256" },
        { name: "data", type: "bytes" },
      ],
      Execute: [
        { name: "calls", type: "Call[]" },
        { name: "nonce", type: "uint256" },
        { name: "deadline", type: "uint256" },
      ],
    },
    primaryType: "Execute" as const,
    message: { calls: input.calls, nonce: input.nonce, deadline: input.deadline },
  };
}
