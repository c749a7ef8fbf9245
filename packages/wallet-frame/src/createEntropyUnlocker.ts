import type { EmbeddedChainType, EntropyIdVerifier, FoyerError } from "@foyer/core";
import { authShareAfterRecovery, refusalReason } from "./authShareAfterRecovery.ts";
import type { DerivedKey } from "./DerivedKey.ts";
import type { DeviceShareStore } from "./DeviceShareStore.ts";
import { deriveWalletKey, verifierChain } from "./deriveWalletKeys.ts";
import { fail } from "./FrameOpError.ts";
import type { FrameServerApi } from "./FrameServerApi.ts";
import { combineShares, ShareMismatchError } from "./keyShares.ts";
import { registerWithWalletKey } from "./registerWithWalletKey.ts";

/**
 * The frame's unlocked wallets: entropy rebuilt from two shares (per entropyId) and the keys derived from it,
 * kept for the frame's lifetime so that signing needs no share round trip and no derivation each time, and
 * the MFA token the host's verification gave. `forget()` drops all of it (logout).
 */
export function createEntropyUnlocker(options: { appId: string; api: FrameServerApi; store: DeviceShareStore }) {
  /** Entropy by entropyId, with the session (tokenOwner) that unlocked it: only that session reuses it. */
  const unlocked = new Map<string, { entropy: Uint8Array; owner: string }>();
  const keep = (entropyId: string, entropy: Uint8Array, token: string) =>
    unlocked.set(entropyId, { entropy, owner: tokenOwner(token) });
  const derived = new Map<string, Promise<DerivedKey>>();
  let mfaToken: string | null = null;

  const idOf = (entropyId: string, chainType: EmbeddedChainType, index: number) => `${entropyId}/${chainType}/${index}`;

  /**
   * The check that rebuilt entropy is the wallet `entropyId`: its index-0 address on the verifier's chain.
   * That key is then the wallet's, so it is kept (the first signature after an unlock derives nothing).
   */
  const verifyEntropy = (entropyId: string, verifier: EntropyIdVerifier) => async (entropy: Uint8Array) => {
    const chainType = verifierChain(verifier);
    const key = await deriveWalletKey(entropy, chainType, 0);
    if (key.address !== entropyId) return false;
    derived.set(idOf(entropyId, chainType, 0), Promise.resolve(key));
    return true;
  };

  /**
   * Device share + auth share → entropy, checked against entropyId. A device share that no longer combines
   * (the recovery method was changed on another device: a re-split) is dropped and the wallet recovers as
   * on a new device, so the user is asked for the new method instead of seeing 'Unable to recover wallet'.
   */
  async function unlock(token: string, entropyId: string, verifier: EntropyIdVerifier): Promise<Uint8Array> {
    // Cached entropy serves only the user whose session unlocked it: a token of anyone else (another user
    // signed in on the host page without a logout reaching the frame) goes to the server, which refuses it.
    const cached = unlocked.get(entropyId);
    if (cached?.owner === tokenOwner(token)) return cached.entropy;
    unlocked.delete(entropyId);
    const check = verifyEntropy(entropyId, verifier);
    const device = options.store.get(entropyId);
    if (device) {
      let auth: string | null = null;
      try {
        auth = await options.api.getAuthShare(token, entropyId, mfaToken);
      } catch (error) {
        if (!deviceNotRegistered(error)) throw error;
      }
      if (auth !== null) {
        try {
          const entropy = await combineShares([device, auth], entropyId, check);
          keep(entropyId, entropy, token);
          return entropy;
        } catch (error) {
          if (!(error instanceof ShareMismatchError)) throw error;
          options.store.delete(entropyId);
        }
      }
    }
    // Pinless recovery (spec 001 §4 "Connect wallet"): with automatic recovery the server releases the
    // recovery share to a registered device without asking; a device it does not know yet verifies inside
    // the frame first (details.verification), and other methods need the user: wallet_not_on_device.
    const { recoveryMethod, recoveryShare } = await recoveryShareOf(token, entropyId);
    if (recoveryMethod !== "foyer" && recoveryMethod !== "foyer-v2") {
      fail("wallet_not_on_device", "embedded_wallet_not_found", "Wallet not on device", { recoveryMethod });
    }
    const auth = await options.api.getAuthShare(token, entropyId, mfaToken);
    const entropy = await combineShares([recoveryShare, auth], entropyId, check);
    options.store.set(entropyId, recoveryShare);
    keep(entropyId, entropy, token);
    return entropy;
  }

  /** The recovery share; a device that must verify first answers wallet_not_on_device with `verification`. */
  async function recoveryShareOf(token: string, entropyId: string) {
    try {
      return await options.api.getRecoveryShare(token, entropyId, mfaToken);
    } catch (error) {
      if (!deviceNotRegistered(error)) throw error;
      return needsVerification(error, entropyId);
    }
  }

  /**
   * The recovery share opened by the user (password, cloud key) and the auth share → entropy. The device
   * registers with the share (authShareAfterRecovery); a wallet made before device keys registers its
   * creating device with the wallet key instead (registerWithWalletKey.ts), else a refusal asks for verification.
   */
  async function recover(token: string, entropyId: string, verifier: EntropyIdVerifier, share: string) {
    const check = verifyEntropy(entropyId, verifier);
    let auth: string | Uint8Array | null;
    try {
      auth = await authShareAfterRecovery(options.api, {
        accessToken: token,
        appId: options.appId,
        entropyId,
        recoveryShare: share,
        mfaToken,
      });
    } catch (error) {
      if (refusalReason(error) !== "verification_required") throw error;
      auth = await registerWithWalletKey(options.api, {
        accessToken: token,
        appId: options.appId,
        entropyId,
        chainType: verifierChain(verifier),
        deviceShare: options.store.get(entropyId),
        recoveryShare: share,
        check,
      });
      if (!auth) needsVerification(error, entropyId);
    }
    const entropy = typeof auth === "string" ? await combineShares([share, auth], entropyId, check) : auth;
    // The recovered share becomes this device's share: it combines with the auth share, and nothing
    // on the server changes, so the user's other devices keep working.
    options.store.set(entropyId, share);
    keep(entropyId, entropy, token);
  }

  return {
    unlock,
    recover,
    recoveryShareOf,
    /** Keeps entropy this frame just made (create), and its index-0 key, the one that named it. */
    remember(entropyId: string, entropy: Uint8Array, key: DerivedKey, token: string): void {
      keep(entropyId, entropy, token);
      derived.set(idOf(entropyId, key.chainType, 0), Promise.resolve(key));
    },
    /** The key of one wallet of unlocked entropy, derived once per frame lifetime. */
    keyOf(entropyId: string, entropy: Uint8Array, chainType: EmbeddedChainType, index: number): Promise<DerivedKey> {
      const id = idOf(entropyId, chainType, index);
      let key = derived.get(id);
      if (!key) {
        key = deriveWalletKey(entropy, chainType, index);
        derived.set(id, key);
        key.catch(() => derived.delete(id));
      }
      return key;
    },
    get mfaToken() {
      return mfaToken;
    },
    set mfaToken(token: string | null) {
      mfaToken = token;
    },
    /** Forgets unlocked entropy, derived keys and the MFA token. */
    forget(): void {
      unlocked.clear();
      derived.clear();
      mfaToken = null;
    },
  };
}

const deviceNotRegistered = (error: unknown) => refusalReason(error) === "device_not_registered";

/**
 * This device must be verified inside the wallet origin's page (an email or SMS code, or a wallet-origin
 * passkey) before the server releases anything; the host opens it (`verification: "in-frame"`), then retries.
 */
function needsVerification(error: unknown, entropyId?: string): never {
  const method = (error as FoyerError).details?.recovery_method;
  fail("wallet_not_on_device", "embedded_wallet_not_found", "Verify this device to use your wallet", {
    recoveryMethod: method,
    verification: "in-frame",
    entropyId,
  });
}

/**
 * Whose session a token is: the `sub` of the server's JWT (read, not verified: the server verified the token
 * when it released the shares), or the token itself when it is not a JWT with a subject.
 */
export function tokenOwner(token: string): string {
  try {
    const payload = JSON.parse(atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    if (typeof payload?.sub === "string" && payload.sub) return `sub:${payload.sub}`;
  } catch {
    // Not a JWT: the token string names the session.
  }
  return `token:${token}`;
}
