import type { WalletChoice } from "../../flows/walletConnect/walletFlowTypes.ts";
import type { Eip1193Provider } from "../Eip1193Provider.ts";
import type { SolanaStandardWallet, StandardAccount } from "./SolanaStandardWallet.ts";

/** A connected external wallet as the runtime holds it. */
export interface WalletSession {
  choice: WalletChoice;
  address: string;
  /** Ethereum: the wallet's EIP-1193 provider. */
  ethereum?: Eip1193Provider;
  /** Solana: the Wallet Standard wallet and the connected account. */
  solana?: { wallet: SolanaStandardWallet; account: StandardAccount };
  /** Phantom with a Ledger account: it signs transactions but not messages. */
  ledgerPlugin: boolean;
}
