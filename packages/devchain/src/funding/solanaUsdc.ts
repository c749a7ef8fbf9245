import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  type KeyPairSigner,
  lamports,
} from "@solana/kit";
import { getCreateAccountInstruction } from "@solana-program/system";
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";
import { sendSolanaInstructions } from "./sendSolanaInstructions.ts";

/** USDC's decimals on Solana (spec 001 §9). */
export const SOLANA_USDC_DECIMALS = 6;

/** The sandbox's Solana keys, from fixed public seeds so that the mint address is the same on every start. */
export const sandboxSolanaKeys = {
  /** Pays fees, holds the SOL the sandbox hands out, and is the USDC mint authority. */
  treasury: (): Promise<KeyPairSigner> => createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(0x66)),
  /** The local USDC mint. */
  usdcMint: (): Promise<KeyPairSigner> => createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(0x55)),
};

/** SOL the treasury starts with (airdropped), enough for every purchase of a long demo session. */
const TREASURY_LAMPORTS = 10_000n * 1_000_000_000n;

/**
 * Prepares the local Solana chain for funding: airdrops SOL to the treasury and creates the USDC mint
 * (6 decimals, treasury as authority) unless it exists. Answers the mint address.
 */
export async function setUpSolanaUsdc(rpcUrl: string): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl);
  const treasury = await sandboxSolanaKeys.treasury();
  const mint = await sandboxSolanaKeys.usdcMint();
  await rpc.requestAirdrop(treasury.address, lamports(TREASURY_LAMPORTS)).send();
  const existing = await rpc.getAccountInfo(mint.address, { encoding: "base64" }).send();
  if (existing.value) return mint.address;
  const space = BigInt(getMintSize());
  const rent = await rpc.getMinimumBalanceForRentExemption(space).send();
  await sendSolanaInstructions(rpcUrl, treasury, [
    getCreateAccountInstruction({
      payer: treasury,
      newAccount: mint,
      lamports: rent,
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: SOLANA_USDC_DECIMALS,
      mintAuthority: treasury.address,
    }),
  ]);
  return mint.address;
}

/** Mints local USDC (base units) to `owner`'s associated token account, creating it when needed. */
export async function mintSolanaUsdc(rpcUrl: string, owner: string, amount: bigint): Promise<string> {
  const treasury = await sandboxSolanaKeys.treasury();
  const mint = await sandboxSolanaKeys.usdcMint();
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: mint.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  return sendSolanaInstructions(rpcUrl, treasury, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer: treasury,
      owner: address(owner),
      mint: mint.address,
    }),
    getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: treasury, amount }),
  ]);
}
