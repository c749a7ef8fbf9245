import {
  type Address,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Instruction,
} from "@solana/kit";
import {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  ComputeBudgetInstruction,
  identifyComputeBudgetInstruction,
  parseComputeBudgetInstruction,
} from "@solana-program/compute-budget";
import { MEMO_PROGRAM_ADDRESS, parseAddMemoInstruction } from "@solana-program/memo";
import {
  identifySystemInstruction,
  parseSystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from "@solana-program/system";
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
  identifyTokenInstruction,
  parseAssociatedTokenInstruction,
  parseTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from "@solana-program/token";
import { SOLANA_DECIMALS } from "../../constants.ts";
import { formatTokenAmount } from "../../prices/formatTokenAmount.ts";
import { TOKEN_2022_PROGRAM_ADDRESS } from "./solanaAmountsOut.ts";

/** One instruction of the 'Advanced' breakdown of the Solana review screen. */
export interface DecodedSolanaInstruction {
  program: string;
  programAddress: string;
  /** "Transfer Sol", "Transfer Checked", "Set Compute Unit Limit", …; "Unknown instruction" otherwise. */
  name: string;
  fields: { label: string; value: string }[];
}

type Parsed = {
  instructionType?: number;
  accounts?: Record<string, { address: string } | undefined>;
  data?: Record<string, unknown>;
};

/** A program the breakdown knows: one entry each, decoded with its @solana/kit program client. */
interface ProgramDecoder {
  address: string;
  label: string;
  decode(instruction: Instruction & { data: Uint8Array }): { name: string; parsed: Parsed };
}

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2");
const enumName = (e: Record<number, string>, value: number) => words(e[value] ?? "Unknown instruction");

/** The programs of spec 001 §2's breakdown: System, SPL Token, associated token account, Memo, compute budget. */
export const SOLANA_INSTRUCTION_DECODERS: readonly ProgramDecoder[] = [
  {
    address: SYSTEM_PROGRAM_ADDRESS,
    label: "System Program",
    decode: (i) => ({
      name: enumName(SystemInstruction, identifySystemInstruction(i)),
      parsed: parseSystemInstruction(i) as Parsed,
    }),
  },
  {
    address: TOKEN_PROGRAM_ADDRESS,
    label: "Token Program",
    decode: (i) => ({
      name: enumName(TokenInstruction, identifyTokenInstruction(i)),
      parsed: parseTokenInstruction(i) as Parsed,
    }),
  },
  // Token-2022 shares the Token program's base instructions (its extensions' own ones show undecoded).
  {
    address: TOKEN_2022_PROGRAM_ADDRESS,
    label: "Token-2022 Program",
    decode: (i) => ({
      name: enumName(TokenInstruction, identifyTokenInstruction(i)),
      parsed: parseTokenInstruction(i) as Parsed,
    }),
  },
  {
    address: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
    label: "Associated Token Account Program",
    decode: (i) => ({
      name: enumName(AssociatedTokenInstruction, identifyAssociatedTokenInstruction(i)),
      parsed: parseAssociatedTokenInstruction(i) as Parsed,
    }),
  },
  // The Memo program's data is the UTF-8 text, the same for its v1, v2 (the one clusters use most) and the
  // address @solana-program/memo targets.
  ...[
    MEMO_PROGRAM_ADDRESS,
    "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
    "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
  ].map((address) => ({
    address,
    label: "Memo Program",
    decode: (i: Instruction & { data: Uint8Array }) => ({ name: "Memo", parsed: parseAddMemoInstruction(i) as Parsed }),
  })),
  {
    address: COMPUTE_BUDGET_PROGRAM_ADDRESS,
    label: "Compute Budget Program",
    decode: (i) => ({
      name: enumName(ComputeBudgetInstruction, identifyComputeBudgetInstruction(i)),
      parsed: parseComputeBudgetInstruction(i) as Parsed,
    }),
  },
];

const LAMPORT_FIELDS = new Set(["lamports", "amount"]);

function formatValue(label: string, value: unknown, program: string, decimals: number | null): string {
  if (typeof value === "bigint" || typeof value === "number") {
    const amount = BigInt(value);
    if (program === SYSTEM_PROGRAM_ADDRESS && LAMPORT_FIELDS.has(label))
      return formatTokenAmount(amount, SOLANA_DECIMALS, "SOL");
    if (
      (program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS) &&
      label === "amount" &&
      decimals !== null
    )
      return formatTokenAmount(amount, decimals);
    return amount.toString();
  }
  if (value instanceof Uint8Array) return `${value.length} bytes`;
  if (value && typeof value === "object" && "__option" in value) {
    const option = value as unknown as { __option: string; value?: unknown };
    return option.__option === "Some" ? formatValue(label, option.value, program, decimals) : "None";
  }
  if (Array.isArray(value)) return value.map((v) => formatValue(label, v, program, decimals)).join(", ");
  return String(value);
}

/** Decodes one instruction; unknown programs and undecodable data show their program and data size. */
export function decodeSolanaInstruction(instruction: Instruction): DecodedSolanaInstruction {
  const data = new Uint8Array(instruction.data ?? []);
  const decoder = SOLANA_INSTRUCTION_DECODERS.find((d) => d.address === instruction.programAddress);
  const unknown = {
    program: decoder?.label ?? "Unknown program",
    programAddress: instruction.programAddress,
    name: "Unknown instruction",
    fields: [
      { label: "program", value: instruction.programAddress },
      { label: "data", value: `${data.length} bytes` },
    ],
  };
  if (!decoder) return unknown;
  try {
    const { name, parsed } = decoder.decode({ ...instruction, data } as Instruction & { data: Uint8Array });
    const decimals = typeof parsed.data?.decimals === "number" ? parsed.data.decimals : null;
    const fields = [
      ...Object.entries(parsed.accounts ?? {}).flatMap(([label, meta]) =>
        meta ? [{ label, value: meta.address }] : [],
      ),
      ...Object.entries(parsed.data ?? {})
        .filter(([label]) => label !== "discriminator")
        .map(([label, value]) => ({ label, value: formatValue(label, value, decoder.address, decimals) })),
    ];
    return { program: decoder.label, programAddress: instruction.programAddress, name, fields };
  } catch {
    return unknown;
  }
}

/**
 * The 'Advanced' instruction breakdown of a Solana transaction (wire bytes of a signed or unsigned
 * transaction, or of its message alone). Address lookup tables are not resolved: instructions needing them
 * come back as one entry saying so.
 *
 * @example
 * decodeSolanaInstructions(getTransactionEncoder().encode(transaction));
 * // [{ program: "System Program", name: "Transfer Sol", fields: [{ label: "source", … }, { label: "amount", value: "0.5 SOL" }] }]
 */
export function decodeSolanaInstructions(
  bytes: Uint8Array,
  kind: "transaction" | "message" = "transaction",
): DecodedSolanaInstruction[] {
  const messageBytes =
    kind === "transaction" ? new Uint8Array(getTransactionDecoder().decode(bytes).messageBytes) : bytes;
  const compiled = getCompiledTransactionMessageDecoder().decode(messageBytes);
  try {
    const instructions: readonly Instruction[] = decompileTransactionMessage(compiled).instructions;
    return instructions.map((instruction) => decodeSolanaInstruction(instruction));
  } catch {
    return [
      {
        program: "Unknown program",
        programAddress: "" as Address,
        name: "Instructions use address lookup tables",
        fields: [
          {
            label: "instructions",
            value: String((compiled as { instructions?: unknown[] }).instructions?.length ?? 0),
          },
        ],
      },
    ];
  }
}
