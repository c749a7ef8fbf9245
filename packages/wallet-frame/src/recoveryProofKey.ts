import { ed25519 } from "@noble/curves/ed25519.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";

/** The Ed25519 seed of a recovery share: only whoever holds the share in clear can sign with it. */
const seedOf = (recoveryShare: string, entropyId: string) =>
  sha256(utf8ToBytes(`foyer-recovery-proof:v1:${entropyId}:${recoveryShare}`));

/**
 * The public key the server stores beside a wallet's recovery share (at creation and each re-split). A
 * new device that opened the sealed share with the password or cloud key signs its device key with the
 * matching private key; the server, which never sees the share in clear (password, cloud), can check it.
 */
export function recoveryProofKey(recoveryShare: string, entropyId: string): string {
  return base64urlnopad.encode(ed25519.getPublicKey(seedOf(recoveryShare, entropyId)));
}

/** Signs `foyer-wallet-device:v1:{appId}:{entropyId}:{thumbprint}` with the recovery share's key. */
export function signDeviceRegistration(
  recoveryShare: string,
  input: { appId: string; entropyId: string; thumbprint: string },
): string {
  const message = utf8ToBytes(`foyer-wallet-device:v1:${input.appId}:${input.entropyId}:${input.thumbprint}`);
  return base64urlnopad.encode(ed25519.sign(message, seedOf(recoveryShare, input.entropyId)));
}
