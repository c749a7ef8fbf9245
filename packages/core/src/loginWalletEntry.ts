// @foyer/core/login/wallet: the external-wallet login method (and the wallet-connect machine it runs), loaded
// by the modal only when the user picks a wallet or the opening needs one.
export { type WalletsStep, walletMethod } from "./flows/loginMethods/wallet/walletMethod.ts";
