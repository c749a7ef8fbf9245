import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token";

/** USDC's decimals on Solana (spec 001 §9). */
export const SOLANA_USDC_DECIMALS = 6;

/**
 * An unsigned transaction (wire bytes, the wallet's signature slot empty: what the Solana hooks take) moving
 * `amount` base units of the `mint` token from `from`'s associated token account to `to`'s. It first creates
 * the recipient's account when missing (idempotent, paid by `from`), so the send works to a fresh address.
 * The wallet signs in the frame, so here it is a no-op signer: compiling only needs its address.
 */
export async function solanaUsdcTransferTransaction(options: {
  rpcUrl: string;
  mint: string;
  from: string;
  to: string;
  amount: bigint;
}): Promise<Uint8Array> {
  const owner = createNoopSigner(address(options.from));
  const mint = address(options.mint);
  const recipient = address(options.to);
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: owner.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    findAssociatedTokenPda({ owner: recipient, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ]);
  const { value: blockhash } = await createSolanaRpc(options.rpcUrl)
    .getLatestBlockhash({ commitment: "confirmed" })
    .send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(owner, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAssociatedTokenIdempotentInstruction({ payer: owner, ata: destination, owner: recipient, mint }),
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: owner,
            amount: options.amount,
            decimals: SOLANA_USDC_DECIMALS,
          }),
        ],
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}
