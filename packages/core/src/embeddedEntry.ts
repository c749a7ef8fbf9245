// @foyer/core/embedded: embedded wallets on the host side (wallet frame protocol, which wallets a login
// creates, the wallets API group, the provider error table). Loaded with the wallet runtime and by connectors
// such as @foyer/wagmi, never by the provider's start-up code.

export { createWalletsApi, type ListedEmbeddedWallet, type WalletsApi } from "./api/wallets.ts";
// The one table of provider error codes (every Foyer provider and connector answers from it).
export {
  ProviderRpcError,
  providerRpcError,
  RPC_ERRORS,
  type RpcErrorName,
  rpcCodeOfError,
} from "./eip1193/ProviderRpcError.ts";
export { FOYER_EMBEDDED_RDNS } from "./wallets/embedded/foyerEmbeddedRdns.ts";
export { embeddedWalletsOf, walletsToCreateOnLogin } from "./wallets/embedded/walletsToCreateOnLogin.ts";
export * from "./wire/frameHeightMessage.ts";
export type { FrameCloudRecoveryConfig, WalletFramePageConfig } from "./wire/walletFramePageConfig.ts";
export * from "./wire/walletFrameProtocol.ts";
