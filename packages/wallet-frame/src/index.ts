// @foyer/wallet-frame: the code of the page on the wallet origin. The browser entries are main.ts (hidden
// frame) and exportMain.ts (export page); these exports serve tests, benchmarks and the server build.
export {
  type CloudRecoveryKeys,
  type CloudRecoveryProvider,
  createCloudRecoveryKeys,
  type FrameCloudRecoveryConfig,
} from "./CloudRecoveryKeys.ts";
export { createFrameProver, type FrameProver } from "./createFrameProver.ts";
export { cloudRecoveryKeyName, createRecoverySealer } from "./createRecoverySealer.ts";
export { createWalletFrame, type MessageSourceLike, type WalletFrameOptions } from "./createWalletFrame.ts";
export { createIndexedDbKeyStore, createMemoryKeyStore, type DeviceKeyStore } from "./DeviceKeyStore.ts";
export {
  createDeviceShareStore,
  createMemoryStorage,
  type DeviceShareStore,
  type KeyValueStorage,
} from "./DeviceShareStore.ts";
export { type DerivedKey, deriveWalletKey, entropyIdOf, verifierChain } from "./deriveWalletKeys.ts";
export { type ExportedSecrets, exportWalletSecrets } from "./exportWalletSecrets.ts";
export {
  createFrameServerApi,
  type DeviceCodeChannel,
  type DeviceCodeSent,
  type DeviceMethods,
  type FrameServerApi,
  fromWireWallet,
  type WireEmbeddedWallet,
} from "./FrameServerApi.ts";
export { recoveryProofKey, signDeviceRegistration } from "./recoveryProofKey.ts";
export { combineShares, type EntropyShares, ShareMismatchError, splitEntropy } from "./keyShares.ts";
export {
  PASSWORD_KDF,
  type PasswordKdf,
  openWithKey,
  openWithPassword,
  sealWithKey,
  sealWithPassword,
} from "./shareEncryption.ts";
export { slip10Ed25519 } from "./slip10Ed25519.ts";
export { mnemonicOf, seedOf } from "./walletSeed.ts";
