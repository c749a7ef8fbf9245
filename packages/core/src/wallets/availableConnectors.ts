import type { WalletConnectorFactories } from "../eip1193/Eip1193Provider.ts";
import type { ConnectorType } from "./walletCatalogue.ts";

/**
 * The connectors that can open a wallet in this app: the page's own (injected, Wallet Standard) always;
 * WalletConnect with a project id and its connector; Coinbase Wallet and Base Account with theirs. The
 * wallet list offers a wallet that is not in the page only through one of these, else its install screen
 * (spec 000 §2 "Install wallet screen"), never a connection that is bound to fail.
 *
 * @example availableConnectors({}, null).has("wallet_connect_v2") // false: MetaMask without its extension shows "Open or install MetaMask"
 */
export function availableConnectors(
  factories: WalletConnectorFactories,
  walletConnectProjectId: string | null | undefined,
): ReadonlySet<ConnectorType> {
  const found = new Set<ConnectorType>(["injected", "solana_adapter", "mobile_wallet_adapter"]);
  if (factories.walletConnect && walletConnectProjectId) found.add("wallet_connect_v2");
  if (factories.coinbaseWallet) found.add("coinbase_wallet");
  if (factories.baseAccount) found.add("base_account");
  return found;
}
