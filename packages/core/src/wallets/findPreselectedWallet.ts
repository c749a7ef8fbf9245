import type { WalletOption } from "./buildWalletList.ts";
import { normalizeWalletName } from "./normalizeWalletName.ts";

/**
 * The row a host's `preSelectedWalletId` names (spec 000 §2, the wallet list screen's preSelectedWalletId): a
 * wallet list value or wallet client type ("metamask", "phantom", "rabby_wallet"), a row key, or a wallet's
 * name ("Rabby Wallet" matches "rabby"). Undefined when the list has no such wallet: the list is shown.
 */
export function findPreselectedWallet(options: readonly WalletOption[], id: string): WalletOption | undefined {
  const wanted = id.trim().toLowerCase();
  if (!wanted) return undefined;
  const byId = options.find((o) => o.walletClientType.toLowerCase() === wanted || o.key.toLowerCase() === wanted);
  if (byId) return byId;
  const name = normalizeWalletName(id.replace(/_/g, " "));
  return options.find((o) => normalizeWalletName(o.name) === name);
}
