import type { WalletOption } from "../../wallets/buildWalletList.ts";
import { normalizeWalletName } from "../../wallets/normalizeWalletName.ts";
import type { WalletChoice } from "../walletConnect/walletFlowTypes.ts";
import type { FundingWalletEntry } from "./walletTransferMachine.ts";

/** A connected external wallet, as the transfer list needs it. */
export interface ConnectedFundingSource {
  name: string;
  icon: string | null;
  chainType: "ethereum" | "solana";
  address: string;
}

/** The list id of a connected wallet in 'Transfer from wallet'. */
export const connectedSourceId = (wallet: { chainType: string; address: string }) =>
  `${wallet.chainType}:${wallet.address}`;

/**
 * The entries of 'Transfer from wallet' (spec 001 §2): the connected external wallets, then the app's
 * configured wallets (its wallet list, built by buildWalletList) that are not connected, one entry per chain
 * a wallet offers, each with the choice that connects it. Only wallets the page itself can connect are
 * offered: an EIP-6963 or `window.ethereum` wallet, or a Wallet Standard one (a detected target). Wallets
 * reached through a QR code or an install page are left to the wallet list of the login modal.
 *
 * @example
 * const { entries, choices } = fundingWalletEntries(connected, buildWalletList({ entries, chainType, detected }));
 */
export function fundingWalletEntries(
  connected: readonly ConnectedFundingSource[],
  options: readonly WalletOption[],
): { entries: FundingWalletEntry[]; choices: Map<string, WalletChoice> } {
  const entries: FundingWalletEntry[] = connected.map((wallet) => ({
    id: connectedSourceId(wallet),
    name: wallet.name,
    icon: wallet.icon,
    chainType: wallet.chainType,
    address: wallet.address,
  }));
  const isConnected = (name: string, chain: string) =>
    connected.some((wallet) => wallet.chainType === chain && normalizeWalletName(wallet.name) === name);
  const choices = new Map<string, WalletChoice>();
  for (const option of options) {
    const name = normalizeWalletName(option.name);
    for (const target of option.targets) {
      if (!target.detectedKey || isConnected(name, target.chain)) continue;
      const id = `configured:${target.chain}:${target.detectedKey}`;
      if (choices.has(id)) continue;
      choices.set(id, { ...target, walletClientType: option.walletClientType, name: option.name, icon: option.icon });
      entries.push({ id, name: option.name, icon: option.icon, chainType: target.chain, address: null });
    }
  }
  return { entries, choices };
}
