/** What the approval screen names a call (spec 001 §3 "Decoded call"). */
export type DecodedAction = "approve" | "transfer" | "batch transfer" | "mint" | "transaction";

/** A contract call decoded for display; fields are present when the call has them. */
export interface DecodedCall {
  action: DecodedAction;
  /** The Solidity function name; absent for an unknown call without extended decoding. */
  functionName?: string;
  /** The call is an ERC-20 call (or could be one until the token is read). */
  isErc20Ish: boolean;
  /** The call is an ERC-721 / ERC-1155 call (or could be one until the token is read). */
  isNFTIsh: boolean;
  spender?: string;
  /** ERC-20 amount in base units, or the ERC-1155 amount of a single transfer. */
  amount?: bigint;
  operator?: string;
  approved?: boolean | string;
  transferFrom?: string;
  transferTo?: string;
  tokenId?: bigint;
  tokenIds?: bigint[];
  amounts?: bigint[];
  /** Extended decoding: the arguments of a call outside the token standards, as label and text. */
  args?: { name: string; value: string }[];
}
