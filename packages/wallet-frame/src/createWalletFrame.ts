import {
  type EmbeddedChainType,
  type EntropyIdVerifier,
  FoyerError,
  isWalletFrameRequest,
  type RecoveryMethod,
  WALLET_FRAME_MESSAGE_TAG,
  WALLET_FRAME_OPS,
  WALLET_FRAME_PROTOCOL_VERSION,
  type WalletFrameErrorBody,
  type WalletFrameOp,
  type WalletFrameOps,
  type WalletFrameRequest,
  type WalletFrameResponse,
  type WalletProxyErrorType,
} from "@foyer/core";
import { randomBytes } from "@noble/hashes/utils.js";
import { base64urlnopad } from "@scure/base";
import type { CloudRecoveryKeys, CloudRecoveryProvider } from "./CloudRecoveryKeys.ts";
import type { DeviceShareStore } from "./DeviceShareStore.ts";
import { deriveWalletKey, entropyIdOf, verifierChain } from "./deriveWalletKeys.ts";
import type { FrameServerApi } from "./FrameServerApi.ts";
import { combineShares, ShareMismatchError, splitEntropy } from "./keyShares.ts";
import {
  openWithKey,
  openWithPassword,
  PASSWORD_KDF,
  type PasswordKdf,
  sealWithKey,
  sealWithPassword,
} from "./shareEncryption.ts";
import {
  signAuthorizationWithKey,
  signMessageWithKey,
  signTransactionWithKey,
  signTypedDataWithKey,
} from "./signWithKey.ts";

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

/** Payload fields that carry a recovery secret or the means to reach one. */
interface RecoveryInput {
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
  return provider === "google-drive"
    ? `foyer-recovery-${appId}-${entropyId}.key`
    : `foyer_recovery_${appId}_${entropyId}`.replace(/[^A-Za-z0-9_]/g, "_");
}

const isCloudMethod = (method: RecoveryMethod): method is CloudRecoveryProvider =>
  method === "google-drive" || method === "icloud";
const PROVIDER_NAMES: Record<CloudRecoveryProvider, string> = { "google-drive": "Google Drive", icloud: "iCloud" };

class FrameOpError extends Error {
  constructor(readonly body: WalletFrameErrorBody) {
    super(body.message);
  }
}

function fail(
  type: WalletProxyErrorType,
  code: WalletFrameErrorBody["code"],
  message: string,
  details?: Record<string, unknown>,
): never {
  throw new FrameOpError({ type, code, message, ...(details ? { details } : {}) });
}

function requireString(value: unknown, name: string): string {
  if (typeof value !== "string" || value.length === 0)
    fail("invalid_request_arguments", "invalid_data", `${name} is required`);
  return value;
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
  const kdf = options.passwordKdf ?? PASSWORD_KDF;
  /** Entropy unlocked this session (per entropyId), so signing needs no share round trip each time. */
  const unlocked = new Map<string, Uint8Array>();
  let mfaToken: string | null = null;

  const verifyEntropy = (entropyId: string, verifier: EntropyIdVerifier) => (entropy: Uint8Array) =>
    entropyIdOf(entropy, verifierChain(verifier)).entropyId === entropyId;

  /** The cloud store for a provider, refusing one the app's frame configuration does not enable. */
  function cloudFor(provider: CloudRecoveryProvider): CloudRecoveryKeys {
    const keys = options.cloudKeys;
    if (!keys?.enabled(provider)) {
      fail("error", "not_supported", `${PROVIDER_NAMES[provider]} recovery is not configured for this app.`);
    }
    return keys;
  }

  async function sealRecovery(
    share: string,
    entropyId: string,
    method: RecoveryMethod,
    p: RecoveryInput,
  ): Promise<string> {
    if (method === "user-passcode") {
      const password = requireString(p.recoveryPassword, "recoveryPassword");
      return sealWithPassword(share, password, entropyId, kdf);
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

  async function openRecovery(
    sealed: string,
    entropyId: string,
    method: RecoveryMethod,
    p: RecoveryInput,
  ): Promise<string> {
    if (method === "user-passcode") {
      if (!p.recoveryPassword)
        fail("invalid_recovery_pin", "invalid_data", "Invalid recovery password, please try again.");
      const share = await openWithPassword(sealed, p.recoveryPassword, entropyId, kdf);
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

  /** Device share + auth share → entropy, checked against entropyId. */
  async function unlock(token: string, entropyId: string, verifier: EntropyIdVerifier): Promise<Uint8Array> {
    const cached = unlocked.get(entropyId);
    if (cached) return cached;
    let device = options.store.get(entropyId);

    if (!device) {
      // Pinless recovery (spec 001 §4 "Connect wallet"): with automatic recovery the server holds the

      // recovery share under its recovery key, so a new device (or a browser that refuses storage to

      // this frame) recovers without asking the user. Other methods need the user: wallet_not_on_device.

      const { recoveryMethod, recoveryShare } = await options.api.getRecoveryShare(token, entropyId);

      if (recoveryMethod !== "foyer" && recoveryMethod !== "foyer-v2") {
        fail("wallet_not_on_device", "embedded_wallet_not_found", "Wallet not on device", { recoveryMethod });
      }

      device = recoveryShare;

      options.store.set(entropyId, device);
    }
    const auth = await options.api.getAuthShare(token, entropyId, mfaToken);
    const entropy = await combineShares([device, auth], entropyId, verifyEntropy(entropyId, verifier));
    unlocked.set(entropyId, entropy);
    return entropy;
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
      recoveryShare: await sealRecovery(shares.recovery, entropyId, method, p),
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
      const { recoveryMethod, recoveryShare } = await options.api.getRecoveryShare(token, entropyId);
      const share = await openRecovery(recoveryShare, entropyId, recoveryMethod, p);
      const auth = await options.api.getAuthShare(token, entropyId, mfaToken);
      const entropy = await combineShares([share, auth], entropyId, verifyEntropy(entropyId, verifier));
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
        recoveryShare: await sealRecovery(shares.recovery, entropyId, method, p),
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
      return { ...base, ok: false, error: toErrorBody(error) };
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

function toErrorBody(error: unknown): WalletFrameErrorBody {
  if (error instanceof FrameOpError) return error.body;
  if (error instanceof ShareMismatchError) {
    return { type: "error", code: "unknown_embedded_wallet_error", message: "Unable to recover wallet" };
  }
  if (error instanceof FoyerError) {
    const type: WalletProxyErrorType = error.code === "missing_or_invalid_mfa" ? "missing_or_invalid_mfa" : "error";
    return {
      type,
      code: error.code,
      message: error.shortMessage,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  return { type: "error", code: "unknown_embedded_wallet_error", message: "An error has occurred, please try again." };
}
