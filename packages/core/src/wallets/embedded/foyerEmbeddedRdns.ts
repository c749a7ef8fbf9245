/**
 * The rdns Foyer's embedded Ethereum wallets announce with (EIP-6963) and the wagmi connector reports: Foyer's
 * own external-wallet lists leave it out by buildWalletList's `io.foyer` rule (spec 001 §5: the embedded wallet
 * is not an external one).
 */
export const FOYER_EMBEDDED_RDNS = "io.foyer.embedded";
