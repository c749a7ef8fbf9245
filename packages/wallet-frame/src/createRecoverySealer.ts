import { cloudRecoveryProvider, isCloudRecoveryProvider, type RecoveryMethod } from "@foyer/core";
import { randomBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";
import type { CloudRecoveryKeys, CloudRecoveryProvider } from "./CloudRecoveryKeys.ts";
import { fail, requireString } from "./FrameOpError.ts";
import { openWithKey, openWithPassword, type PasswordKdf, sealWithKey, sealWithPassword } from "./shareEncryption.ts";

/** Payload fields that carry a recovery secret or the means to reach one. */
export interface RecoveryInput {
  recoveryPassword?: string;
  recoveryKey?: string;
  recoveryAccessToken?: string;
}

/**
 * Name of the recovery key in the user's cloud storage: one per app and wallet, so two apps (or two
 * wallets) sharing an OAuth client or container never overwrite each other's key. CloudKit record names
 * keep to letters, digits and underscores.
 */
export function cloudRecoveryKeyName(provider: CloudRecoveryProvider, appId: string, entropyId: string): string {
  return cloudRecoveryProvider(provider).keyName(appId, entropyId);
}

const isCloudMethod = (method: RecoveryMethod): method is CloudRecoveryProvider => isCloudRecoveryProvider(method);

/**
 * Seals and opens recovery shares for each method: the password (Argon2id in this frame), a key the frame
 * makes and keeps in the user's cloud drive, a caller's recovery key, or (automatic recovery) nothing: the
 * server seals that one with its recovery key.
 *
 * @example const sealer = createRecoverySealer({ appId, kdf: PASSWORD_KDF }); await sealer.seal(share, id, "user-passcode", p);
 */
export function createRecoverySealer(options: { appId: string; kdf: PasswordKdf; cloudKeys?: CloudRecoveryKeys }) {
  /** The cloud store for a provider, refusing one the app's frame configuration does not enable. */
  function cloudFor(provider: CloudRecoveryProvider): CloudRecoveryKeys {
    const keys = options.cloudKeys;
    if (!keys?.enabled(provider)) {
      fail(
        "error",
        "not_supported",
        `${cloudRecoveryProvider(provider).label} recovery is not configured for this app.`,
      );
    }
    return keys;
  }

  async function seal(share: string, entropyId: string, method: RecoveryMethod, p: RecoveryInput): Promise<string> {
    if (method === "user-passcode") {
      const password = requireString(p.recoveryPassword, "recoveryPassword");
      return sealWithPassword(share, password, entropyId, options.kdf);
    }
    if (isCloudMethod(method)) {
      // The frame makes the key and writes it to the user's own drive with the recovery OAuth token; a
      // host-supplied key (or cloud address) is never used, so the host page never knows the key.
      const accessToken = requireString(p.recoveryAccessToken, "recoveryAccessToken");
      const cloud = cloudFor(method);
      const key = randomBytes(32);
      try {
        await cloud.save(
          method,
          accessToken,
          cloudRecoveryKeyName(method, options.appId, entropyId),
          base64urlnopad.encode(key),
        );
      } catch {
        fail("error", "unknown_embedded_wallet_error", "Unable to set recovery on wallet", { provider: method });
      }
      return sealWithKey(share, key, entropyId);
    }
    if (method === "recovery-encryption-key") {
      if (!p.recoveryKey) fail("error", "not_supported", "A recovery key is required for this recovery method");
      return sealWithKey(share, decodeRecoveryKey(p.recoveryKey), entropyId);
    }
    // Automatic recovery: the server encrypts this share with its recovery key (kept apart from the auth-share key).
    return share;
  }

  async function open(sealed: string, entropyId: string, method: RecoveryMethod, p: RecoveryInput): Promise<string> {
    if (method === "user-passcode") {
      if (!p.recoveryPassword)
        fail("invalid_recovery_pin", "invalid_data", "Invalid recovery password, please try again.");
      const share = await openWithPassword(sealed, p.recoveryPassword, entropyId, options.kdf);
      if (share === null) fail("invalid_recovery_pin", "invalid_data", "Invalid recovery password, please try again.");
      return share;
    }
    if (isCloudMethod(method)) {
      const accessToken = requireString(p.recoveryAccessToken, "recoveryAccessToken");
      const cloud = cloudFor(method);
      let candidates: string[];
      try {
        candidates = await cloud.load(method, accessToken, cloudRecoveryKeyName(method, options.appId, entropyId));
      } catch {
        fail("error", "unknown_embedded_wallet_error", "Unable to recover wallet", {
          provider: method,
          reason: "cloud_unavailable",
        });
      }
      // No key under this name: most likely another account of the provider than the one backed up to.
      if (candidates.length === 0) {
        fail("error", "unknown_embedded_wallet_error", "Unable to recover wallet", {
          provider: method,
          reason: "recovery_key_not_found",
        });
      }
      for (const candidate of candidates) {
        const key = tryDecodeRecoveryKey(candidate);
        const share = key && (await openWithKey(sealed, key, entropyId));
        if (share) return share;
      }
      fail("error", "unknown_embedded_wallet_error", "Unable to recover wallet", {
        provider: method,
        reason: "recovery_key_mismatch",
      });
    }
    if (method === "recovery-encryption-key") {
      if (!p.recoveryKey) fail("invalid_request_arguments", "invalid_data", "A recovery key is required");
      const share = await openWithKey(sealed, decodeRecoveryKey(p.recoveryKey), entropyId);
      if (share === null) fail("error", "unknown_embedded_wallet_error", "Unable to recover wallet");
      return share;
    }
    return sealed;
  }

  return { seal, open };
}

function tryDecodeRecoveryKey(value: string): Uint8Array | null {
  try {
    const key = base64urlnopad.decode(value);
    if (key.length === 32) return key;
  } catch {}
  return null;
}

function decodeRecoveryKey(value: string): Uint8Array {
  return (
    tryDecodeRecoveryKey(value) ??
    fail("invalid_request_arguments", "invalid_data", "recoveryKey must be 32 bytes of base64url")
  );
}
