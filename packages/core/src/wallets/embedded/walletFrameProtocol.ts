import type { FoyerErrorCode } from "../../errors/catalogue.ts";

/**
 * The versioned postMessage protocol between the host page (EmbeddedWalletProxy) and the wallet
 * frame (packages/wallet-frame), spec 001 §7 "Wallet proxy operations". The host page never receives
 * key material over it: requests carry tokens and parameters, answers carry addresses and signatures.
 *
 * Both sides check origins strictly: the host accepts only messages from the frame's origin and its
 * iframe window; the frame accepts only messages from its parent window whose origin is an allowed
 * origin of the app (the server injects that list into the frame page).
 */

/** Bumped on any incompatible change; the frame refuses requests of another version. */
export const WALLET_FRAME_PROTOCOL_VERSION = 1;
/** Marks Foyer messages among whatever else travels over postMessage on the page. */
export const WALLET_FRAME_MESSAGE_TAG = "foyer:wallet-frame";

export type EmbeddedChainType = "ethereum" | "solana";
/** entropyId is the index-0 address of the entropy; the verifier names which chain derived it. */
export type EntropyIdVerifier = "ethereum-address-verifier" | "solana-address-verifier";
/**
 * Recovery methods of spec 001 §3. `foyer` is automatic recovery (share encrypted by a server key kept
 * apart from the auth-share key); `user-passcode` a password (Argon2id in the frame); cloud methods keep
 * a recovery key in the user's drive.
 */
export type RecoveryMethod =
  | "user-passcode"
  | "google-drive"
  | "icloud"
  | "foyer"
  | "foyer-v2"
  | "recovery-encryption-key";

/**
 * Wallet-proxy error types of spec 001 §3 that the frame answers (the two it never can are in
 * reservedWalletProxyErrorTypes, with the reason).
 */
export type WalletProxyErrorType =
  | "error"
  | "invalid_request_arguments"
  | "wallet_not_on_device"
  | "invalid_recovery_pin"
  | "missing_or_invalid_mfa"
  | "mfa_verification_max_attempts_reached"
  | "mfa_timeout";

/** One embedded wallet as the host may know it (no key material). */
export interface EmbeddedWalletInfo {
  /** Server id of the wallet (used by `wallets/{id}/rpc` and the unified export variant). */
  walletId: string;
  address: string;
  chainType: EmbeddedChainType;
  hdWalletIndex: number;
  entropyId: string;
  entropyIdVerifier: EntropyIdVerifier;
  recoveryMethod: RecoveryMethod;
  imported: boolean;
}

/** Names which derived key an operation uses. */
export interface WalletRef {
  entropyId: string;
  entropyIdVerifier: EntropyIdVerifier;
  chainType: EmbeddedChainType;
  hdWalletIndex: number;
}

/** Every request carries the user's access token (the frame fetches the auth share with it). */
export interface Authed {
  accessToken: string;
  /** Present when the user typed their recovery password on this device (spec 001 §7). */
  recoveryPassword?: string;
}

/** An EIP-7702 authorization (delegate the account's code to `address`), signed, in JSON-safe form. */
export interface SignedAuthorizationJson {
  chainId: number;
  /** The contract the account delegates to. */
  address: string;
  nonce: number;
  r: string;
  s: string;
  yParity: number;
}

/** An Ethereum transaction in JSON-safe form (bigints as decimal or 0x strings). */
export interface EthTransactionRequest {
  to?: string;
  data?: string;
  value?: string;
  chainId: number;
  nonce?: number;
  gas?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  /** "eip7702" carries `authorizationList` (EIP-7702 set-code transaction). */
  type?: "legacy" | "eip1559" | "eip7702";
  authorizationList?: SignedAuthorizationJson[];
}

/** EIP-712 typed data as a plain JSON object (domain, types, primaryType, message). */
export interface TypedDataJson {
  domain: Record<string, unknown>;
  types: Record<string, Array<{ name: string; type: string }>>;
  primaryType: string;
  message: Record<string, unknown>;
}

/**
 * Operation → payload and result. Ops and fields follow spec 001 §7; all carry `accessToken`.
 *
 * - `create` / `createSolana`: fresh BIP-39 entropy, index-0 Ethereum / Solana wallet.
 *   `recoveryMethod` defaults to "foyer" (automatic) unless a password is given ("user-passcode").
 * - `addWallet`: a further HD index from existing entropy.
 * - `recover`: rebuild the device share on a new device from the auth share + recovery share.
 * - `setRecovery`: (re-)encrypt the recovery share for a method. For "user-passcode" pass
 *   `recoveryPassword`; for "google-drive" / "icloud" pass the recovery OAuth `recoveryAccessToken`: the
 *   frame generates a 32-byte key, writes it to the user's drive (addresses from its own page config, never
 *   from the message) and seals the share with it; `recover` reads it back with a new token.
 *   "recovery-encryption-key" takes `recoveryKey` (base64url, 32 bytes); "foyer" needs nothing.
 * - `connect`: checks the device share is present and combines to the stored address.
 *   Fails with `wallet_not_on_device` (details.recoveryMethod) when recovery is needed.
 * - `verifyMfa`: forwards an MFA code to the server from the frame; the MFA token stays in the frame.
 */
export interface WalletFrameOps {
  /** `ops` lists the operations this frame handles (absent on frames older than the list): a host checks
   * it before using an operation added after version 1 (signAuthorization, sign-all). */
  ping: { payload: Record<string, never>; result: { version: number; ops?: WalletFrameOp[] } };
  create: {
    payload: Authed & { recoveryMethod?: RecoveryMethod; recoveryAccessToken?: string };
    result: { wallet: EmbeddedWalletInfo };
  };
  createSolana: {
    payload: Authed & { recoveryMethod?: RecoveryMethod; recoveryAccessToken?: string };
    result: { wallet: EmbeddedWalletInfo };
  };
  addWallet: {
    payload: Authed & WalletRef;
    result: { wallet: EmbeddedWalletInfo };
  };
  recover: {
    payload: Authed & {
      entropyId: string;
      entropyIdVerifier: EntropyIdVerifier;
      recoveryAccessToken?: string;
      recoveryKey?: string;
    };
    result: { entropyId: string; recoveryMethod: RecoveryMethod };
  };
  setRecovery: {
    payload: Authed & {
      entropyId: string;
      entropyIdVerifier: EntropyIdVerifier;
      recoveryMethod: RecoveryMethod;
      recoveryAccessToken?: string;
      recoveryKey?: string;
    };
    result: { entropyId: string; recoveryMethod: RecoveryMethod };
  };
  connect: {
    payload: Authed & { entropyId: string; entropyIdVerifier: EntropyIdVerifier };
    result: { entropyId: string; onDevice: true };
  };
  verifyMfa: {
    payload: Authed & {
      mfaMethod: "sms" | "passkey";
      mfaCode?: string;
      passkeyResponse?: unknown;
      /** An MFA token the host already got from `mfa/verify` (then no code is sent from the frame). */
      mfaToken?: string;
    };
    result: { verified: true };
  };
  signMessage: {
    /** Ethereum: EIP-191 personal_sign of `message` (utf8 text, or hex bytes when `encoding: "hex"`).
     * Solana: ed25519 over the bytes (`encoding` "utf8" | "hex" | "base64"). */
    payload: Authed & WalletRef & { message: string; encoding?: "utf8" | "hex" | "base64" };
    /** Ethereum: 0x-hex 65-byte signature. Solana: base64 64-byte signature. */
    result: { signature: string };
  };
  signTypedData: {
    payload: Authed & WalletRef & { typedData: TypedDataJson };
    result: { signature: string };
  };
  signTransaction: {
    /** Ethereum: `transaction`; Solana: `serializedMessage` (base64 of the transaction message bytes), or
     * `serializedMessages` to sign several at once (sign-all, one unlock). */
    payload: Authed &
      WalletRef & { transaction?: EthTransactionRequest; serializedMessage?: string; serializedMessages?: string[] };
    /** Ethereum: the signed serialized transaction (0x). Solana: base64 signature of the message, or
     * `signatures` in the order of `serializedMessages`. */
    result: { signedTransaction?: string; signature?: string; signatures?: string[] };
  };
  /**
   * EIP-7702: signs an authorization delegating the account to `address` (Ethereum only). The frame signs
   * only for a delegate contract its page configuration lists (never one named by the host alone).
   */
  signAuthorization: {
    payload: Authed & WalletRef & { authorization: { chainId: number; address: string; nonce: number } };
    result: { authorization: SignedAuthorizationJson };
  };
}

export type WalletFrameOp = keyof WalletFrameOps;
export const WALLET_FRAME_OPS: readonly WalletFrameOp[] = [
  "ping",
  "create",
  "createSolana",
  "addWallet",
  "recover",
  "setRecovery",
  "connect",
  "verifyMfa",
  "signMessage",
  "signTypedData",
  "signTransaction",
  "signAuthorization",
];

export interface WalletFrameRequest<O extends WalletFrameOp = WalletFrameOp> {
  tag: typeof WALLET_FRAME_MESSAGE_TAG;
  v: number;
  kind: "request";
  /** Unique per request; the answer carries the same id. */
  id: string;
  op: O;
  payload: WalletFrameOps[O]["payload"];
}

export interface WalletFrameErrorBody {
  type: WalletProxyErrorType;
  /** Always a catalogue code, so the host rebuilds the same FoyerError. */
  code: FoyerErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export type WalletFrameResponse<O extends WalletFrameOp = WalletFrameOp> =
  | {
      tag: typeof WALLET_FRAME_MESSAGE_TAG;
      v: number;
      kind: "response";
      id: string;
      ok: true;
      result: WalletFrameOps[O]["result"];
    }
  | {
      tag: typeof WALLET_FRAME_MESSAGE_TAG;
      v: number;
      kind: "response";
      id: string;
      ok: false;
      error: WalletFrameErrorBody;
    };

/** Sent once by the frame when its script has loaded (to the parent, only when its origin is allowed). */
export interface WalletFrameReady {
  tag: typeof WALLET_FRAME_MESSAGE_TAG;
  v: number;
  kind: "ready";
}

/** Narrows anything received over postMessage to a well-formed request of this protocol version. */
export function isWalletFrameRequest(data: unknown): data is WalletFrameRequest {
  if (typeof data !== "object" || data === null) return false;
  const m = data as Record<string, unknown>;
  return (
    m.tag === WALLET_FRAME_MESSAGE_TAG &&
    m.v === WALLET_FRAME_PROTOCOL_VERSION &&
    m.kind === "request" &&
    typeof m.id === "string" &&
    typeof m.op === "string" &&
    (WALLET_FRAME_OPS as readonly string[]).includes(m.op) &&
    typeof m.payload === "object" &&
    m.payload !== null
  );
}

/** Narrows a received message to a response or ready signal of this protocol. */
export function isWalletFrameAnswer(data: unknown): data is WalletFrameResponse | WalletFrameReady {
  if (typeof data !== "object" || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.tag !== WALLET_FRAME_MESSAGE_TAG || m.v !== WALLET_FRAME_PROTOCOL_VERSION) return false;
  if (m.kind === "ready") return true;
  return m.kind === "response" && typeof m.id === "string" && typeof m.ok === "boolean";
}

/** The frame page path on the wallet origin (CSP frame-ancestors = the app's allowed origins). */
export function walletFramePath(appId: string): string {
  return `/apps/${encodeURIComponent(appId)}/embedded-wallets`;
}

/** The export page path of spec 001 §2 (query of §7, access token in the hash). */
export function walletExportPath(appId: string): string {
  return `/apps/${encodeURIComponent(appId)}/embedded-wallets/export`;
}

/**
 * The wallet origin's page where a new device verifies with a code sent to the user's email (query `v=1`,
 * `entropy_id`, theme colours; access token in the hash). It posts `{ tag, v, kind: "device-verified" }` to
 * its parent when the device key is registered.
 */
export function walletDeviceVerificationPath(appId: string): string {
  return `/apps/${encodeURIComponent(appId)}/embedded-wallets/verify`;
}
