import type { PreparedBase } from "../flows/transaction/TransactionFlowState.ts";
import type { PriceQuote } from "../prices/PriceSource.ts";
import type { DecodedCall } from "./DecodedCall.ts";
import type { TokenInfo } from "./readTokenInfo.ts";

/** Fees of an EIP-1559 chain, or a legacy gas price. */
export type EvmFees =
  | { type: "eip1559"; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: "legacy"; gasPrice: bigint };

/**
 * One Ethereum request after preparation (spec 001 §4 "prepare"): everything the approval screen shows and
 * the submit step needs. Gas and fee are null when the estimate failed (the spec's warning shows instead).
 */
export interface PreparedEvmTransaction extends PreparedBase {
  chainId: number;
  chainName: string;
  nativeCurrency: { symbol: string; decimals: number };
  /** The chain's explorer home, for links to the transaction and addresses. */
  explorerUrl: string;
  from: string;
  to: string | null;
  value: bigint;
  data: string | undefined;
  /** The nonce the request will use (the account's next one unless the request named one). */
  nonce: number;
  /** Set when the request named its own nonce. */
  fixedNonce: boolean;
  gas: bigint | null;
  fees: EvmFees | null;
  /** gas × max fee per gas: what the account must hold for gas at most. */
  fee: bigint | null;
  balance: bigint;
  decoded: DecodedCall | null;
  /** The token the call acts on (its `to`), when it is a token call. */
  token: ({ address: string } & TokenInfo) | null;
  /** 'Unable to fetch token details' when the token could not be read. */
  tokenError: string | null;
  prices: { native: PriceQuote; token: PriceQuote | null };
  /** The app pays the gas (getIsSponsored said so and the server's policy allows it). */
  sponsored: boolean;
}
