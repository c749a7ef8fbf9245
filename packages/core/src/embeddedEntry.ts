// @foyer/core/embedded: embedded wallets on the host side (wallet frame protocol, which wallets a login
// creates, the wallets API group). Loaded with the wallet runtime, never at start-up.

export { createWalletsApi, type ListedEmbeddedWallet, type WalletsApi } from "./api/wallets.ts";
export { FOYER_EMBEDDED_RDNS } from "./wallets/embedded/foyerEmbeddedRdns.ts";
export * from "./wallets/embedded/walletFrameProtocol.ts";
export { embeddedWalletsOf, walletsToCreateOnLogin } from "./wallets/embedded/walletsToCreateOnLogin.ts";
