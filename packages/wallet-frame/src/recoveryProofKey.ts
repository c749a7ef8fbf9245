import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";

/** The Ed25519 seed of a recovery share: only whoever holds the share in clear can sign with it. */
const seedOf = (recoveryShare: string, entropyId: string) =>
  sha256(utf8ToBytes(`foyer-recovery-proof:v1:${entropyId}:${recoveryShare}`));

/**
 * Ed25519 is loaded when a recovery share is first sealed or opened, not with the frame: its chunk is the
 * one the Solana code signs with too (loadChainKeys.ts), so a page loads it once whichever needs it first.
 */
const loadEd25519 = async () => (await import("@noble/curves/ed25519.js")).ed25519;

/**
 * The public key the server stores beside a wallet's recovery share (at creation and each re-split). A
 * new device that opened the sealed share with the password or cloud key signs its device key with the
 * matching private key; the server, which never sees the share in clear (password, cloud), can check it.
 */
export async function recoveryProofKey(recoveryShare: string, entropyId: string): Promise<string> {
  return base64urlnopad.encode((await loadEd25519()).getPublicKey(seedOf(recoveryShare, entropyId)));
}

/** Signs `foyer-wallet-device:v1:{appId}:{entropyId}:{thumbprint}` with the recovery share's key. */
export async function signDeviceRegistration(
  recoveryShare: string,
  input: { appId: string; entropyId: string; thumbprint: string },
): Promise<string> {
  const message = utf8ToBytes(`foyer-wallet-device:v1:${input.appId}:${input.entropyId}:${input.thumbprint}`);
  return base64urlnopad.encode((await loadEd25519()).sign(message, seedOf(recoveryShare, input.entropyId)));
}
