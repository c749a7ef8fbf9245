/** Flags injected providers set on `window.ethereum`, and the wallet each one means (most specific first). */
const FLAGS: ReadonlyArray<[flag: string, name: string]> = [
  ["isRabby", "Rabby Wallet"],
  ["isPhantom", "Phantom"],
  ["isCoinbaseWallet", "Coinbase Wallet"],
  ["isOkxWallet", "OKX Wallet"],
  ["isZerion", "Zerion"],
  ["isRainbow", "Rainbow"],
  ["isBackpack", "Backpack"],
  ["isMetaMask", "MetaMask"],
];

/** A display name for an injected `window.ethereum` that did not announce itself by EIP-6963. */
export function injectedWalletName(provider: object): string {
  const flags = provider as Record<string, unknown>;
  for (const [flag, name] of FLAGS) if (flags[flag] === true) return name;
  return "Browser wallet";
}
