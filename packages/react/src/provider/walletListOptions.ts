import type { WalletListOverride } from "@foyer/core/wallets";

/**
 * The wallet list parameters a `login()` or `linkWallet()` call carries (spec 000 §2: preSelectedWalletId,
 * onCompleteNavigateTo), read from what the host passed: hosts often hand `login` straight to onClick, so the
 * argument may be a click event, and only string values of a plain options object count.
 *
 * @example walletListOptions({ preSelectedWalletId: "metamask" }) // { preSelectedWalletId: "metamask" }
 * @example walletListOptions(clickEvent) // undefined
 */
export function walletListOptions(options: unknown): WalletListOverride | undefined {
  if (!options || typeof options !== "object" || "nativeEvent" in options) return undefined;
  const { preSelectedWalletId, onCompleteNavigateTo } = options as Record<string, unknown>;
  const list: WalletListOverride = {
    ...(typeof preSelectedWalletId === "string" ? { preSelectedWalletId } : {}),
    ...(typeof onCompleteNavigateTo === "string" ? { onCompleteNavigateTo } : {}),
  };
  return Object.keys(list).length > 0 ? list : undefined;
}
