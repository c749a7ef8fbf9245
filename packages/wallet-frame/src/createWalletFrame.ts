import {
  type EmbeddedChainType,
  type EntropyIdVerifier,
  type FoyerError,
  isWalletFrameRequest,
  type RecoveryMethod,
  WALLET_FRAME_MESSAGE_TAG,
  WALLET_FRAME_OPS,
  WALLET_FRAME_PROTOCOL_VERSION,
  type WalletFrameOp,
  type WalletFrameOps,
  type WalletFrameRequest,
  type WalletFrameResponse,
} from "@foyer/core";
import { randomBytes } from "@noble/hashes/utils.js";
import { authShareAfterRecovery, refusalReason } from "./authShareAfterRecovery.ts";
import type { CloudRecoveryKeys } from "./CloudRecoveryKeys.ts";
import { createRecoverySealer } from "./createRecoverySealer.ts";
import type { DeviceShareStore } from "./DeviceShareStore.ts";
import { deriveWalletKey, entropyIdOf, verifierChain } from "./deriveWalletKeys.ts";
import { fail, requireString } from "./FrameOpError.ts";
import type { FrameServerApi } from "./FrameServerApi.ts";
import { combineShares, ShareMismatchError, splitEntropy } from "./keyShares.ts";
import { recoveryProofKey } from "./recoveryProofKey.ts";
import { registerWithWalletKey } from "./registerWithWalletKey.ts";
import { PASSWORD_KDF, type PasswordKdf } from "./shareEncryption.ts";
import {
  signAuthorizationWithKey,
  signMessageWithKey,
  signTransactionWithKey,
  signTypedDataWithKey,
} from "./signWithKey.ts";
import { toFrameErrorBody } from "./toFrameErrorBody.ts";

/** Something that received a message and can be answered (the parent window). */
export interface MessageSourceLike {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface WalletFrameOptions {
  appId: string;
  /** The app's allowed origins: the only origins whose messages are handled and answered. */
  allowedOrigins: readonly string[];
  /** The window allowed to talk to the frame (window.parent); other windows are ignored. */
  parent: unknown;
  api: FrameServerApi;
  store: DeviceShareStore;
  /** Argon2id cost (tests lower it; production uses PASSWORD_KDF). */
  passwordKdf?: PasswordKdf;
  /**
   * The user's cloud storage for google-drive / icloud recovery keys, built from the frame page's own
   * configuration (never from a host message). Without it those methods answer not_supported.
   */
  cloudKeys?: CloudRecoveryKeys;
  /**
   * EIP-7702 delegate contracts the app configured (from the page config): the only code signAuthorization
   * will delegate an account to. A delegation hands the account to that code, so a host alone never picks it.
   */
  allowedDelegates?: readonly string[];
}

function requireVerifier(value: unknown): EntropyIdVerifier {
  if (value !== "ethereum-address-verifier" && value !== "solana-address-verifier") {
    fail("invalid_request_arguments", "invalid_data", "entropyIdVerifier is invalid");
  }
  return value;
}

function requireChain(value: unknown): EmbeddedChainType {
  if (value !== "ethereum" && value !== "solana")
    fail("invalid_request_arguments", "invalid_data", "chainType is invalid");
  return value;
}

function requireIndex(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 0x7fffffff) {
    fail("invalid_request_arguments", "invalid_data", "hdWalletIndex is invalid");
  }
  return value;
}

/**
 * The wallet frame's logic, free of the DOM so it runs under test: it answers protocol requests from
 * the parent window of an allowed origin and drops every other message. Key material (entropy, shares
 * other than the auth share round trip, private keys) never leaves it.
 *
 * @example
 * const frame = createWalletFrame({ appId, allowedOrigins, parent: window.parent, api, store });
 * window.addEventListener("message", (e) => void frame.handleMessage(e));
 */
export function createWalletFrame(options: WalletFrameOptions) {
  const allowed = new Set(options.allowedOrigins.map((o) => new URL(o).origin));
  const sealer = createRecoverySealer({
    appId: options.appId,
    kdf: options.passwordKdf ?? PASSWORD_KDF,
    ...(options.cloudKeys ? { cloudKeys: options.cloudKeys } : {}),
  });
  /** Entropy unlocked this session (per entropyId), so signing needs no share round trip each time. */
  const unlocked = new Map<string, Uint8Array>();
  let mfaToken: string | null = null;

  const verifyEntropy = (entropyId: string, verifier: EntropyIdVerifier) => (entropy: Uint8Array) =>
    entropyIdOf(entropy, verifierChain(verifier)).entropyId === entropyId;

  /**
   * Device share + auth share → entropy, checked against entropyId. A device share that no longer combines
   * (the recovery method was changed on another device: a re-split) is dropped and the wallet recovers as
   * on a new device, so the user is asked for the new method instead of seeing 'Unable to recover wallet'.
   */
  async function unlock(token: string, entropyId: string, verifier: EntropyIdVerifier): Promise<Uint8Array> {
    const cached = unlocked.get(entropyId);
    if (cached) return cached;
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
          unlocked.set(entropyId, entropy);
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
    unlocked.set(entropyId, entropy);
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
   * authShareAfterRecovery; a wallet made before device keys registers its creating device with the wallet
   * key instead (registerWithWalletKey.ts, the entropy is returned), else a refusal asks for verification.
   */
  async function authShareAfterRecoveryOf(
    token: string,
    entropyId: string,
    verifier: EntropyIdVerifier,
    share: string,
  ) {
    try {
      return await authShareAfterRecovery(options.api, {
        accessToken: token,
        appId: options.appId,
        entropyId,
        recoveryShare: share,
        mfaToken,
      });
    } catch (error) {
      if (refusalReason(error) !== "verification_required") throw error;
      const entropy = await registerWithWalletKey(options.api, {
        accessToken: token,
        appId: options.appId,
        entropyId,
        chainType: verifierChain(verifier),
        deviceShare: options.store.get(entropyId),
        recoveryShare: share,
        check: verifyEntropy(entropyId, verifier),
      });
      if (!entropy) needsVerification(error, entropyId);
      return entropy;
    }
  }

  async function createEntropy(chainType: EmbeddedChainType, p: WalletFrameOps["create"]["payload"]) {
    const token = requireString(p.accessToken, "accessToken");
    const method: RecoveryMethod = p.recoveryMethod ?? (p.recoveryPassword ? "user-passcode" : "foyer");
    const entropy = randomBytes(16);
    const { entropyId, entropyIdVerifier } = entropyIdOf(entropy, chainType);
    const shares = await splitEntropy(entropy, entropyId);
    const wallet = await options.api.registerEntropy(token, {
      chainType,
      address: entropyId,
      entropyId,
      entropyIdVerifier,
      authShare: shares.auth,
      recoveryMethod: method,
      recoveryShare: await sealer.seal(shares.recovery, entropyId, method, p),
      recoveryProofKey: recoveryProofKey(shares.recovery, entropyId),
    });
    options.store.set(entropyId, shares.device);
    unlocked.set(entropyId, entropy);
    return { wallet };
  }

  const handlers: {
    [O in WalletFrameOp]: (p: WalletFrameOps[O]["payload"], hostOrigin: string) => Promise<WalletFrameOps[O]["result"]>;
  } = {
    ping: async () => ({ version: WALLET_FRAME_PROTOCOL_VERSION, ops: [...WALLET_FRAME_OPS] }),
    create: (p) => createEntropy("ethereum", p),
    createSolana: (p) => createEntropy("solana", p),
    async addWallet(p) {
      const token = requireString(p.accessToken, "accessToken");
      const verifier = requireVerifier(p.entropyIdVerifier);
      const chainType = requireChain(p.chainType);
      const index = requireIndex(p.hdWalletIndex);
      const entropy = await unlock(token, requireString(p.entropyId, "entropyId"), verifier);
      const { address } = deriveWalletKey(entropy, chainType, index);
      return {
        wallet: await options.api.addWallet(token, {
          entropyId: p.entropyId,
          chainType,
          hdWalletIndex: index,
          address,
        }),
      };
    },
    async recover(p) {
      const token = requireString(p.accessToken, "accessToken");
      const entropyId = requireString(p.entropyId, "entropyId");
      const verifier = requireVerifier(p.entropyIdVerifier);
      const { recoveryMethod, recoveryShare } = await recoveryShareOf(token, entropyId);
      const share = await sealer.open(recoveryShare, entropyId, recoveryMethod, p);
      const auth = await authShareAfterRecoveryOf(token, entropyId, verifier, share);
      const entropy =
        typeof auth === "string"
          ? await combineShares([share, auth], entropyId, verifyEntropy(entropyId, verifier))
          : auth;
      // The recovered share becomes this device's share: it combines with the auth share, and nothing
      // on the server changes, so the user's other devices keep working.
      options.store.set(entropyId, share);
      unlocked.set(entropyId, entropy);
      return { entropyId, recoveryMethod };
    },
    async setRecovery(p) {
      const token = requireString(p.accessToken, "accessToken");
      const entropyId = requireString(p.entropyId, "entropyId");
      const method = p.recoveryMethod;
      const entropy = await unlock(token, entropyId, requireVerifier(p.entropyIdVerifier));
      // A fresh split: the old recovery share (sealed under the previous method) stops combining with
      // the new auth share. Other devices then recover once with the new method.
      const shares = await splitEntropy(entropy, entropyId);
      await options.api.replaceShares(token, {
        entropyId,
        authShare: shares.auth,
        recoveryMethod: method,
        recoveryShare: await sealer.seal(shares.recovery, entropyId, method, p),
        recoveryProofKey: recoveryProofKey(shares.recovery, entropyId),
      });
      options.store.set(entropyId, shares.device);
      return { entropyId, recoveryMethod: method };
    },
    async connect(p) {
      const token = requireString(p.accessToken, "accessToken");
      const entropyId = requireString(p.entropyId, "entropyId");
      await unlock(token, entropyId, requireVerifier(p.entropyIdVerifier));
      return { entropyId, onDevice: true };
    },
    async verifyMfa(p, hostOrigin) {
      const token = requireString(p.accessToken, "accessToken");
      // A token the host already obtained from mfa/verify, or a code / assertion verified from here.
      mfaToken =
        p.mfaToken ??
        (await options.api.verifyMfa(token, {
          method: p.mfaMethod,
          code: p.mfaCode,
          passkeyResponse: p.passkeyResponse,
          hostOrigin,
        }));
      return { verified: true };
    },
    async signMessage(p) {
      const key = await keyFor(p);
      if (typeof p.message !== "string")
        fail("invalid_request_arguments", "invalid_message", "message must be a string");
      return signMessageWithKey(key, p.message, p.encoding);
    },
    async signTypedData(p) {
      const key = await keyFor(p);
      if (key.chainType !== "ethereum")
        fail("invalid_request_arguments", "not_supported", "Typed data is Ethereum only");
      return { signature: await signTypedDataWithKey(key, p.typedData) };
    },
    async signTransaction(p) {
      return signTransactionWithKey(await keyFor(p), p);
    },
    async signAuthorization(p) {
      const delegate = String(p.authorization?.address ?? "").toLowerCase();
      if (!(options.allowedDelegates ?? []).some((d) => d.toLowerCase() === delegate))
        fail("invalid_request_arguments", "not_supported", "This delegate contract is not allowed for this app.");
      const key = await keyFor(p);
      if (key.chainType !== "ethereum")
        fail("invalid_request_arguments", "not_supported", "Authorizations are Ethereum only");
      return { authorization: await signAuthorizationWithKey(key, p.authorization) };
    },
  };

  async function keyFor(
    p:
      | WalletFrameOps["signMessage"]["payload"]
      | WalletFrameOps["signTransaction"]["payload"]
      | WalletFrameOps["signAuthorization"]["payload"],
  ) {
    const token = requireString(p.accessToken, "accessToken");
    const entropy = await unlock(token, requireString(p.entropyId, "entropyId"), requireVerifier(p.entropyIdVerifier));
    return deriveWalletKey(entropy, requireChain(p.chainType), requireIndex(p.hdWalletIndex));
  }

  async function run(request: WalletFrameRequest, hostOrigin: string): Promise<WalletFrameResponse> {
    const base = {
      tag: WALLET_FRAME_MESSAGE_TAG,
      v: WALLET_FRAME_PROTOCOL_VERSION,
      kind: "response",
      id: request.id,
    } as const;
    try {
      const handler = handlers[request.op] as (
        p: unknown,
        origin: string,
      ) => Promise<WalletFrameOps[WalletFrameOp]["result"]>;
      return { ...base, ok: true, result: await handler(request.payload, hostOrigin) };
    } catch (error) {
      return { ...base, ok: false, error: toFrameErrorBody(error) };
    }
  }

  return {
    /**
     * Handles one message event: drops it unless it comes from the parent window, from an allowed
     * origin, and is a request of this protocol version; answers only to that origin.
     */
    async handleMessage(event: { origin: string; source: unknown; data: unknown }): Promise<boolean> {
      if (!allowed.has(event.origin)) return false;
      if (event.source !== options.parent) return false;
      if (!isWalletFrameRequest(event.data)) return false;
      const response = await run(event.data, event.origin);
      (event.source as MessageSourceLike).postMessage(response, event.origin);
      return true;
    },
    /** Announces readiness to each allowed origin (postMessage drops it for any origin the parent is not). */
    announceReady(): void {
      const ready = { tag: WALLET_FRAME_MESSAGE_TAG, v: WALLET_FRAME_PROTOCOL_VERSION, kind: "ready" };
      for (const origin of allowed) (options.parent as MessageSourceLike).postMessage(ready, origin);
    },
    /** Forgets unlocked entropy and the MFA token (logout). */
    lock(): void {
      unlocked.clear();
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
