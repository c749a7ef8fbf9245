import { decompileTransactionMessage, getCompiledTransactionMessageDecoder, type Instruction } from "@solana/kit";
import {
  identifySystemInstruction,
  parseSystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from "@solana-program/system";
import {
  identifyTokenInstruction,
  parseTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from "@solana-program/token";
import type { SolanaClusterName } from "../../chains/solanaClusters.ts";
import { solanaTokenByMint } from "./solanaTokens.ts";

/**
 * The Token-2022 program: its Transfer (3) and TransferChecked (12) have the Token program's layout, so the
 * same parser reads them (the parser looks at the data and accounts, not at the program address).
 */
export const TOKEN_2022_PROGRAM_ADDRESS = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb";

/** SPL tokens leaving the wallet in one transaction, summed per mint (or per source account when no mint shows). */
export interface SolanaTokenOut {
  /** Null for a plain Transfer from a token account whose mint the transaction does not name. */
  mint: string | null;
  /** From the token table (spec 001 §3) by mint and cluster; null for a mint the table does not list. */
  symbol: string | null;
  /** TransferChecked's decimals (or the table's); null when unknown, so the raw amount shows. */
  decimals: number | null;
  /** Base units. */
  amount: bigint;
}

/** What leaves the wallet in a message: lamports by System transfers, tokens by SPL Token transfers it authorises. */
export interface SolanaAmountsOut {
  lamports: bigint;
  tokens: SolanaTokenOut[];
  /** Base units leaving each token account the wallet authorises (Token and Token-2022), for the balance check. */
  tokenSources: { account: string; amount: bigint }[];
}

type Accounts = Record<string, { address: string } | undefined>;
type WithData = Instruction & { data: Uint8Array };

/**
 * Reads the amounts a transaction moves out of `address`: System TransferSol from it, and SPL Token (or
 * Token-2022) Transfer / TransferChecked whose authority it is. A plain Transfer carries neither mint nor decimals, so it borrows them
 * only from a TransferChecked of the same source account in the same message; otherwise it stays a raw amount
 * rather than a guess. A message that cannot be decompiled (address lookup tables) moves nothing we can show.
 *
 * @example
 * solanaAmountsOut(messageBytes, wallet, "mainnet");
 * // { lamports: 0n, tokens: [{ mint: "EPjF…", symbol: "USDC", decimals: 6, amount: 1_000_000n }] }
 */
export function solanaAmountsOut(
  messageBytes: Uint8Array,
  address: string,
  cluster: SolanaClusterName,
): SolanaAmountsOut {
  let instructions: readonly Instruction[];
  try {
    instructions = decompileTransactionMessage(
      getCompiledTransactionMessageDecoder().decode(messageBytes),
    ).instructions;
  } catch {
    return { lamports: 0n, tokens: [], tokenSources: [] };
  }
  let lamports = 0n;
  const checked = new Map<string, { mint: string; decimals: number }>();
  const transfers: { source: string; mint: string | null; decimals: number | null; amount: bigint }[] = [];
  for (const raw of instructions) {
    if (!raw.data) continue;
    const instruction: WithData = { ...raw, data: new Uint8Array(raw.data) };
    try {
      if (instruction.programAddress === SYSTEM_PROGRAM_ADDRESS) {
        if (identifySystemInstruction(instruction) !== SystemInstruction.TransferSol) continue;
        const parsed = parseSystemInstruction(instruction) as { accounts: Accounts; data: { amount: bigint } };
        if (parsed.accounts.source?.address === address) lamports += parsed.data.amount;
      } else if (
        instruction.programAddress === TOKEN_PROGRAM_ADDRESS ||
        instruction.programAddress === TOKEN_2022_PROGRAM_ADDRESS
      ) {
        const kind = identifyTokenInstruction(instruction);
        if (kind !== TokenInstruction.Transfer && kind !== TokenInstruction.TransferChecked) continue;
        const parsed = parseTokenInstruction(instruction) as {
          accounts: Accounts;
          data: { amount: bigint; decimals?: number };
        };
        const source = parsed.accounts.source?.address;
        if (parsed.accounts.authority?.address !== address || !source) continue;
        const mint = parsed.accounts.mint?.address ?? null;
        const decimals = parsed.data.decimals ?? null;
        if (mint !== null && decimals !== null) checked.set(source, { mint, decimals });
        transfers.push({ source, mint, decimals, amount: BigInt(parsed.data.amount) });
      }
    } catch {
      // Data a program client cannot parse moves nothing we can show; the 'Advanced' breakdown still lists it.
    }
  }
  const tokens = new Map<string, SolanaTokenOut>();
  for (const transfer of transfers) {
    const known = transfer.mint === null ? checked.get(transfer.source) : undefined;
    const mint = transfer.mint ?? known?.mint ?? null;
    const token = mint === null ? undefined : solanaTokenByMint(cluster, mint);
    const decimals = transfer.decimals ?? known?.decimals ?? token?.decimals ?? null;
    const key = mint ?? `account:${transfer.source}`;
    const entry = tokens.get(key);
    if (entry) entry.amount += transfer.amount;
    else tokens.set(key, { mint, symbol: token?.symbol ?? null, decimals, amount: transfer.amount });
  }
  const sources = new Map<string, bigint>();
  for (const transfer of transfers)
    sources.set(transfer.source, (sources.get(transfer.source) ?? 0n) + transfer.amount);
  return {
    lamports,
    tokens: [...tokens.values()],
    tokenSources: [...sources].map(([account, amount]) => ({ account, amount })),
  };
}
