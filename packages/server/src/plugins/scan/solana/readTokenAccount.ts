import { getMintDecoder, getTokenDecoder } from "@solana-program/token";
import type { SolanaAccountState } from "./SolanaChainClient.ts";

export const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
export const TOKEN_2022_PROGRAM = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PE9ZHP9CGRpPxQ";
export const SYSTEM_PROGRAM = "11111111111111111111111111111111";

/** A token account's fields the scanner compares before and after. */
export interface TokenAccountFields {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  delegatedAmount: bigint;
}

const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;
const tokenDecoder = getTokenDecoder();
const mintDecoder = getMintDecoder();

const isTokenProgram = (owner: string) => owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM;

/** A token account (SPL Token or Token-2022, whose base layout is the same), or null for anything else. */
export function readTokenAccount(state: SolanaAccountState | null): TokenAccountFields | null {
  if (!state || !isTokenProgram(state.owner) || state.data.length < TOKEN_ACCOUNT_SIZE) return null;
  // Token-2022 mints can be 165+ bytes too; a token account's byte 108 is its state (1 or 2 once initialised).
  if (state.data.length > TOKEN_ACCOUNT_SIZE && state.data[TOKEN_ACCOUNT_SIZE] !== 2) return null;
  try {
    const token = tokenDecoder.decode(state.data.subarray(0, TOKEN_ACCOUNT_SIZE));
    if (token.state === 0) return null; // uninitialised
    return {
      mint: token.mint,
      owner: token.owner,
      amount: token.amount,
      delegate: token.delegate.__option === "Some" ? token.delegate.value : null,
      delegatedAmount: token.delegatedAmount,
    };
  } catch {
    return null;
  }
}

/** A mint's decimals and supply, or null when the account is not a mint. */
export function readMint(state: SolanaAccountState | null): { decimals: number; supply: bigint } | null {
  if (!state || !isTokenProgram(state.owner) || state.data.length < MINT_SIZE) return null;
  try {
    const mint = mintDecoder.decode(state.data.subarray(0, MINT_SIZE));
    return mint.isInitialized ? { decimals: mint.decimals, supply: mint.supply } : null;
  } catch {
    return null;
  }
}
