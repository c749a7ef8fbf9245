import { getBase58Decoder } from "@solana/kit";

/** The SPL Token and Token-2022 programs: token accounts are owned by one of them. */
export const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";
export const TOKEN_2022_PROGRAM = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PE9ZHP9CGRpPxQ";
export const TOKEN_PROGRAMS: readonly string[] = [TOKEN_PROGRAM, TOKEN_2022_PROGRAM];

/** SPL token account layout: mint 0..32, owner 32..64, amount u64 64..72, ..., state u8 108, is_native 109..121. */
const TOKEN_ACCOUNT_SIZE = 165;
/** SPL mint layout: mint authority option 0..36, supply u64 36..44, decimals u8 44, is_initialized u8 45. */
const MINT_SIZE = 82;
/** Token-2022 puts an account-type byte here when extensions follow the base layout. */
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

const base58 = getBase58Decoder();
const STATES = ["uninitialized", "initialized", "frozen"] as const;

/** A token account's fields as Solana's `jsonParsed` encoding names them. */
export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
  state: (typeof STATES)[number];
  isNative: boolean;
  delegate: string | null;
  delegatedAmount: bigint;
}

/** A token account's data, or null when the bytes are no (initialized) token account. */
export function readTokenAccount(data: Uint8Array): TokenAccount | null {
  if (data.length < TOKEN_ACCOUNT_SIZE) return null;
  // Longer data is a Token-2022 account with extensions only when it says so (a mint may also be long).
  if (data.length > TOKEN_ACCOUNT_SIZE && data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_ACCOUNT) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const state = STATES[data[108] ?? 0];
  if (!state || state === "uninitialized") return null;
  const hasDelegate = view.getUint32(72, true) === 1;
  return {
    mint: base58.decode(data.subarray(0, 32)),
    owner: base58.decode(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    state,
    isNative: view.getUint32(109, true) === 1,
    delegate: hasDelegate ? base58.decode(data.subarray(76, 108)) : null,
    delegatedAmount: view.getBigUint64(121, true),
  };
}

/** A mint's decimals, or null when the bytes are no initialized mint. */
export function readMintDecimals(data: Uint8Array): number | null {
  if (data.length < MINT_SIZE || data[45] !== 1) return null;
  if (
    data.length > MINT_SIZE &&
    data.length >= ACCOUNT_TYPE_OFFSET &&
    data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_MINT
  ) {
    return null;
  }
  return data[44] ?? null;
}

/** `tokenAmount` of the jsonParsed encoding and of getTokenAccountBalance. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, "0");
  const whole = text.slice(0, text.length - decimals);
  const fraction = decimals > 0 ? text.slice(text.length - decimals).replace(/0+$/, "") : "";
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}
