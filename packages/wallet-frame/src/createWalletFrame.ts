import {
  type EmbeddedChainType,
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
import type { CloudRecoveryKeys } from "./CloudRecoveryKeys.ts";
import { createEntropyUnlocker } from "./createEntropyUnlocker.ts";
import { createRecoverySealer } from "./createRecoverySealer.ts";
import type { DeviceShareStore } from "./DeviceShareStore.ts";
import { deriveWalletKey, entropyIdOfKey } from "./deriveWalletKeys.ts";
import { fail, requireString } from "./FrameOpError.ts";
import type { FrameServerApi } from "./FrameServerApi.ts";
import { splitEntropy } from "./keyShares.ts";
import { recoveryProofKey } from "./recoveryProofKey.ts";
import { requireChain, requireIndex, requireVerifier } from "./requireWalletArguments.ts";
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
  const wallets = createEntropyUnlocker({ appId: options.appId, api: options.api, store: options.store });

  async function createEntropy(chainType: EmbeddedChainType, p: WalletFrameOps["create"]["payload"]) {
    const token = requireString(p.accessToken, "accessToken");
    const method: RecoveryMethod = p.recoveryMethod ?? (p.recoveryPassword ? "user-passcode" : "foyer");
    const entropy = randomBytes(16);
    const key = await deriveWalletKey(entropy, chainType, 0);
    const { entropyId, entropyIdVerifier } = entropyIdOfKey(key);
    const shares = await splitEntropy(entropy, entropyId);
    const wallet = await options.api.registerEntropy(token, {
      chainType,
      address: entropyId,
      entropyId,
      entropyIdVerifier,
      authShare: shares.auth,
      recoveryMethod: method,
      recoveryShare: await sealer.seal(shares.recovery, entropyId, method, p),
      recoveryProofKey: await recoveryProofKey(shares.recovery, entropyId),
    });
    options.store.set(entropyId, shares.device);
    wallets.remember(entropyId, entropy, key, token);
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
      const entropyId = requireString(p.entropyId, "entropyId");
      const entropy = await wallets.unlock(token, entropyId, verifier);
      const { address } = await wallets.keyOf(entropyId, entropy, chainType, index);
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
      const { recoveryMethod, recoveryShare } = await wallets.recoveryShareOf(token, entropyId);
      const share = await sealer.open(recoveryShare, entropyId, recoveryMethod, p);
      await wallets.recover(token, entropyId, verifier, share);
      return { entropyId, recoveryMethod };
    },
    async setRecovery(p) {
      const token = requireString(p.accessToken, "accessToken");
      const entropyId = requireString(p.entropyId, "entropyId");
      const method = p.recoveryMethod;
      const entropy = await wallets.unlock(token, entropyId, requireVerifier(p.entropyIdVerifier));
      // A fresh split: the old recovery share (sealed under the previous method) stops combining with
      // the new auth share. Other devices then recover once with the new method.
      const shares = await splitEntropy(entropy, entropyId);
      await options.api.replaceShares(token, {
        entropyId,
        authShare: shares.auth,
        recoveryMethod: method,
        recoveryShare: await sealer.seal(shares.recovery, entropyId, method, p),
        recoveryProofKey: await recoveryProofKey(shares.recovery, entropyId),
      });
      options.store.set(entropyId, shares.device);
      return { entropyId, recoveryMethod: method };
    },
    async connect(p) {
      const token = requireString(p.accessToken, "accessToken");
      const entropyId = requireString(p.entropyId, "entropyId");
      await wallets.unlock(token, entropyId, requireVerifier(p.entropyIdVerifier));
      return { entropyId, onDevice: true };
    },
    async verifyMfa(p, hostOrigin) {
      const token = requireString(p.accessToken, "accessToken");
      // A token the host already obtained from mfa/verify, or a code / assertion verified from here.
      wallets.mfaToken =
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
    const entropyId = requireString(p.entropyId, "entropyId");
    const [verifier, chainType, index] = [
      requireVerifier(p.entropyIdVerifier),
      requireChain(p.chainType),
      requireIndex(p.hdWalletIndex),
    ];
    return wallets.keyOf(entropyId, await wallets.unlock(token, entropyId, verifier), chainType, index);
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
      wallets.forget();
    },
  };
}
