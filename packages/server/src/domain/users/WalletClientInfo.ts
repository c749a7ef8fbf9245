/** What the client says about the wallet that signed (stored with the account, never trusted for checks). */
export interface WalletClientInfo {
  walletClientType: string;
  connectorType: string;
}

/** External wallets a user may hold, of each sign-in kind (link a further one: cannot_link_more_of_type). */
export const WALLETS_PER_USER = 20;
