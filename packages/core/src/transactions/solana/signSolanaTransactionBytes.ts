import { type Address, getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from "@solana/kit";

/**
 * Signs Solana transactions in wire format (what the Wallet Standard hands a wallet): decodes each, signs its
 * message bytes with `signMessages` (one call for all: the frame unlocks once), puts the signature in the
 * wallet's slot and encodes it back. A transaction that does not name the wallet as a signer is refused.
 *
 * @example
 * const [signed] = await signSolanaTransactionBytes(address, [wireBytes], (messages) => frame.sign(messages));
 */
export async function signSolanaTransactionBytes(
  address: string,
  transactions: readonly Uint8Array[],
  signMessages: (messages: Uint8Array[]) => Promise<Uint8Array[]>,
): Promise<Uint8Array[]> {
  const decoded = transactions.map((bytes) => getTransactionDecoder().decode(bytes));
  for (const transaction of decoded) {
    if (!(address in transaction.signatures)) throw new Error("The transaction does not need this wallet's signature.");
  }
  const signatures = await signMessages(decoded.map((t) => new Uint8Array(t.messageBytes)));
  return decoded.map((transaction, i) => {
    const signature = signatures[i];
    if (signature?.length !== 64) throw new Error("The wallet answered no signature.");
    return new Uint8Array(
      getTransactionEncoder().encode({
        ...transaction,
        signatures: { ...transaction.signatures, [address as Address]: signature as SignatureBytes },
      }),
    );
  });
}
