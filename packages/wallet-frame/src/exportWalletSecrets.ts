import { type EmbeddedChainType, type EntropyIdVerifier, FoyerError } from "@foyer/core";
import { authShareAfterRecovery } from "./authShareAfterRecovery.ts";
import type { DeviceShareStore } from "./DeviceShareStore.ts";
import { deriveWalletKey, entropyIdOf, verifierChain } from "./deriveWalletKeys.ts";
import type { FrameServerApi } from "./FrameServerApi.ts";
import { combineShares } from "./keyShares.ts";
import { loadSolanaKeys } from "./loadChainKeys.ts";
import { openWithPassword, type PasswordKdf } from "./shareEncryption.ts";
import { mnemonicOf } from "./walletSeed.ts";

/** What the export page shows (inside the frame only). */
export interface ExportedSecrets {
  address: string;
  /** Ethereum: 0x-hex. Solana: base58 of the 64-byte secret key (seed || public key), as Phantom imports. */
  privateKey: string;
  /** The 12-word phrase, only when the query asked for phrase export. */
  seedPhrase: string | null;
}

/**
 * The wallet is protected by a password and its device share is not in this page's storage (a new device,
 * or a browser that refuses storage to third-party frames): the page asks for the password.
 */
export class ExportNeedsPasswordError extends Error {
  constructor() {
    super("Enter your password");
    this.name = "ExportNeedsPasswordError";
  }
}

/**
 * The app forces MFA and the server released no auth share without a live MFA proof: the export page
 * verifies the user itself (SMS code or passkey, on the wallet origin) and tries again with the token.
 */
export class ExportNeedsMfaError extends Error {
  constructor(cause?: unknown) {
    super("Verify your identity", { cause });
    this.name = "ExportNeedsMfaError";
  }
}

/**
 * Rebuilds a wallet's key for export: device share + auth share (released only for a fresh login),
 * checked against the entropyId like every other reconstruction.
 */
export async function exportWalletSecrets(input: {
  api: FrameServerApi;
  appId: string;
  store: DeviceShareStore;
  accessToken: string;
  entropyId: string;
  entropyIdVerifier: EntropyIdVerifier;
  chainType: EmbeddedChainType;
  hdWalletIndex: number;
  includeSeedPhrase: boolean;
  /** The recovery password, when the page asked for it (see ExportNeedsPasswordError). */
  recoveryPassword?: string;
  /** The MFA token this page obtained (apps that force MFA); it never leaves the export page. */
  mfaToken?: string;
  /** Argon2id cost of the password key (tests use a cheap one); default the frame's. */
  passwordKdf?: PasswordKdf;
}): Promise<ExportedSecrets> {
  const mfaToken = input.mfaToken ?? null;
  /** Both shares are released under the app's MFA rule: a refusal asks this page for MFA. */
  const askMfaOn = (error: unknown): never => {
    if (error instanceof FoyerError && error.code === "missing_or_invalid_mfa") throw new ExportNeedsMfaError(error);
    throw error;
  };
  let device = input.store.get(input.entropyId);
  /** Set when this page opened the recovery share with the password: it may register its device key. */
  let openedWithPassword: string | null = null;
  if (!device) {
    // As in the frame: automatic recovery needs nothing from the user; other methods recover first.
    const recovery = await input.api.getRecoveryShare(input.accessToken, input.entropyId, mfaToken).catch(askMfaOn);
    if (recovery.recoveryMethod === "user-passcode") {
      if (!input.recoveryPassword) throw new ExportNeedsPasswordError();
      const opened = await openWithPassword(
        recovery.recoveryShare,
        input.recoveryPassword,
        input.entropyId,
        input.passwordKdf,
      );
      if (opened === null) throw new Error("Invalid recovery password, please try again.");
      // Not stored: this page only shows the key; the wallet frame keeps its own device share.
      device = opened;
      openedWithPassword = opened;
    } else if (recovery.recoveryMethod !== "foyer" && recovery.recoveryMethod !== "foyer-v2") {
      throw new Error("This wallet is not on this device. Recover it first.");
    } else {
      device = recovery.recoveryShare;
    }
  }
  // A page whose device key the server does not know (a browser that gives this frame no lasting storage)
  // registers it with the share it just opened with the password, as the hidden frame's `recover` does.
  const auth = await (openedWithPassword
    ? authShareAfterRecovery(input.api, { ...input, recoveryShare: openedWithPassword, mfaToken, purpose: "export" })
    : input.api.getAuthShare(input.accessToken, input.entropyId, mfaToken, "export")
  ).catch(askMfaOn);
  const entropy = await combineShares(
    [device, auth],
    input.entropyId,
    async (e) => (await entropyIdOf(e, verifierChain(input.entropyIdVerifier))).entropyId === input.entropyId,
  );
  const key = await deriveWalletKey(entropy, input.chainType, input.hdWalletIndex);
  const privateKey = key.chainType === "ethereum" ? key.privateKey : (await loadSolanaKeys()).solanaSecretKey(key);
  return { address: key.address, privateKey, seedPhrase: input.includeSeedPhrase ? mnemonicOf(entropy) : null };
}
