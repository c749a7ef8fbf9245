import type { WalletOption } from "../wallets/buildWalletList.ts";

/** One injected Ethereum wallet as the wallet list offers it ("Test Wallet"); `over` changes any field. */
export const walletOptionFixture = (over: Partial<WalletOption> = {}): WalletOption => ({
  key: "k",
  walletClientType: "test_wallet",
  name: "Test Wallet",
  icon: "data:image/png;base64,AA",
  targets: [{ chain: "ethereum", connectorType: "injected", detectedKey: "u1" }],
  lastUsed: false,
  ...over,
});
