import type {
  PreparedBase,
  PriceDisplayPrimary,
  TransactionFlowEvent,
  TransactionFlowState,
  TransactionUiOptions,
} from "@foyer/core/transactions";

/** What every transaction screen gets: the flow's state, `send` for its events, and the request's texts. */
export interface TransactionScreenProps<P extends PreparedBase = PreparedBase> {
  state: TransactionFlowState<P>;
  send(event: TransactionFlowEvent<P>): void;
  uiOptions?: TransactionUiOptions;
  appName: string;
  /** Fiat first (default) or the native token first (the host's `embeddedWallets.priceDisplay`). */
  primaryAmount?: PriceDisplayPrimary;
}
