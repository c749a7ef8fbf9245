/**
 * The comparable form of a wallet name (spec 000 §4 "Wallet list filtering"): lowercased, without a trailing
 * "wallet" or "extension" word, so "MetaMask", "MetaMask Wallet" and "Metamask Extension" are one wallet.
 */
export function normalizeWalletName(name: string): string {
  let value = name.trim().toLowerCase().replace(/\s+/g, " ");
  for (;;) {
    const next = value.replace(/[\s-]*(wallet|extension)$/, "").trim();
    if (next === value || next === "") return value;
    value = next;
  }
}
