import type { PreparedBase } from "../../flows/transaction/TransactionFlowState.ts";
import type { PriceQuote } from "../../prices/PriceSource.ts";
import type { DecodedSolanaInstruction } from "./decodeSolanaInstructions.ts";
import type { SolanaTokenOut } from "./solanaAmountsOut.ts";

/** One Solana transaction after preparation: what the review screen shows and the submit step needs. */
export interface PreparedSolanaTransaction extends PreparedBase {
  /** Wire bytes as the app gave them (the wallet's signature slot still empty). */
  transaction: Uint8Array;
  address: string;
  network: string;
  /** Network fee in lamports (null when the node could not price the message). */
  fee: bigint | null;
  balance: bigint;
  instructions: DecodedSolanaInstruction[];
  /** SOL moved out of the wallet by System transfers (shown as the amount with the tokens out). */
  lamportsOut: bigint;
  /** SPL tokens the wallet sends (Transfer / TransferChecked it authorises), each with its USD price when known. */
  tokensOut: (SolanaTokenOut & { price: PriceQuote | null })[];
  /** The SOL price. */
  price: PriceQuote;
  explorerCluster: string;
}
