import type { EmbeddedChainType } from "@foyer/core";
import { deriveWalletKey } from "./deriveWalletKeys.ts";
import type { FrameServerApi } from "./FrameServerApi.ts";
import { combineShares } from "./keyShares.ts";
import { loadEthereumKeys, loadSolanaKeys } from "./loadChainKeys.ts";
import { recoveryProofKey } from "./recoveryProofKey.ts";

/**
 * What the index-0 wallet key of a wallet made before device keys signs to register the device that holds
 * it (issue 13): the wallet's address is the public key the server checks against, so only whoever holds
 * the whole entropy (the device share opened with the recovery share, e.g. after the password) can sign it.
 * It names the recovery proof key the server stores from then on, so later devices register as usual.
 */
export function legacyRegistrationMessage(input: {
  appId: string;
  entropyId: string;
  thumbprint: string;
  recoveryProofKey: string;
}): string {
  return `foyer-wallet-device-legacy:v1:${input.appId}:${input.entropyId}:${input.thumbprint}:${input.recoveryProofKey}`;
}

/** Signs it: EIP-191 personal_sign (hex) for Ethereum, Ed25519 (base64url) for Solana. */
export async function signLegacyRegistration(
  entropy: Uint8Array,
  chainType: EmbeddedChainType,
  message: string,
): Promise<string> {
  const key = await deriveWalletKey(entropy, chainType, 0);
  if (chainType === "ethereum") return (await loadEthereumKeys()).signEthereumMessage(key, message);
  return (await loadSolanaKeys()).signSolanaText(key, message);
}

/**
 * A wallet made before device keys has no recovery proof key, so a device cannot register with the
 * recovery share alone (the server answers `verification_required`). The device that still holds its
 * device share (where the wallet was made) rebuilds the entropy from it and the share just opened with the
 * method (the password), and registers by a signature of the wallet's own key, storing the proof key for
 * later devices. Returns the entropy, or null when this device holds no share that combines.
 */
export async function registerWithWalletKey(
  api: FrameServerApi,
  input: {
    accessToken: string;
    appId: string;
    entropyId: string;
    chainType: EmbeddedChainType;
    deviceShare: string | null;
    recoveryShare: string;
    check: (entropy: Uint8Array) => Promise<boolean>;
  },
): Promise<Uint8Array | null> {
  if (!input.deviceShare) return null;
  let entropy: Uint8Array;
  try {
    entropy = await combineShares([input.deviceShare, input.recoveryShare], input.entropyId, input.check);
  } catch {
    return null;
  }
  const proofKey = await recoveryProofKey(input.recoveryShare, input.entropyId);
  await api.registerLegacyDevice(input.accessToken, {
    entropyId: input.entropyId,
    recoveryProofKey: proofKey,
    signLegacy: (thumbprint) =>
      signLegacyRegistration(
        entropy,
        input.chainType,
        legacyRegistrationMessage({
          appId: input.appId,
          entropyId: input.entropyId,
          thumbprint,
          recoveryProofKey: proofKey,
        }),
      ),
  });
  return entropy;
}
