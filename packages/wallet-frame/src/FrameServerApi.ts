import {
  type EmbeddedChainType,
  type EmbeddedWalletInfo,
  type EntropyIdVerifier,
  FoyerError,
  type RecoveryMethod,
  type WireEmbeddedWallet,
} from "@foyer/core";
import { createRequest } from "@foyer/core/api";
import type {
  EmbeddedWalletAddBody,
  EmbeddedWalletRegisterBody,
  EmbeddedWalletReplaceBody,
  EmbeddedWalletResolveBody,
  EmbeddedWalletShareRequestBody,
  MfaVerifyBody,
  WalletDeviceCodeBody,
  WalletDeviceCodeRequestBody,
  WalletDeviceLegacyBody,
  WalletDevicePasskeyRegisterBody,
  WalletDevicePasskeyVerifyBody,
  WalletDeviceSignatureBody,
  WalletFrameMfaEmptyBody,
  WalletFrameMfaPasskeyInitBody,
} from "@foyer/core/contract";
import type { FrameProver } from "./createFrameProver.ts";

/** The wire shape is core's, as the server and the API client use it. */
export type { WireEmbeddedWallet };

/**
 * A frame-held wallet from the wire. The frame's calls answer only wallets with an entropy (server wallets
 * have none and never reach the frame); one without is refused rather than passed on half-empty.
 */
export function fromWireWallet(w: WireEmbeddedWallet): EmbeddedWalletInfo {
  if (w.entropy_id === null || w.entropy_id_verifier === null || w.recovery_method === null) {
    throw new FoyerError("unknown_embedded_wallet_error", "The server answered a wallet the frame does not hold.");
  }
  return {
    walletId: w.id,
    address: w.address,
    chainType: w.chain_type,
    hdWalletIndex: w.wallet_index,
    entropyId: w.entropy_id,
    entropyIdVerifier: w.entropy_id_verifier,
    recoveryMethod: w.recovery_method,
    imported: w.imported,
  };
}

/**
 * What the frame asks of the server. Only the frame calls these endpoints: each request carries a proof
 * signed by the frame's device key, and shares go only to keys registered for the wallet.
 */
export interface FrameServerApi {
  registerEntropy(
    token: string,
    input: {
      chainType: EmbeddedChainType;
      address: string;
      entropyId: string;
      entropyIdVerifier: EntropyIdVerifier;
      authShare: string;
      recoveryMethod: RecoveryMethod;
      recoveryShare: string;
      /** Public key derived from the clear recovery share (recoveryProofKey.ts). */
      recoveryProofKey: string;
    },
  ): Promise<EmbeddedWalletInfo>;
  addWallet(
    token: string,
    input: { entropyId: string; chainType: EmbeddedChainType; hdWalletIndex: number; address: string },
  ): Promise<EmbeddedWalletInfo>;
  /** The signed-in user's frame-held wallet with this id (the export page's `wallet_id` query). */
  resolveWallet(token: string, walletId: string): Promise<EmbeddedWalletInfo>;
  /** Releases the auth share to the frame (valid session, frame origin, MFA token when the app forces MFA). */
  getAuthShare(token: string, entropyId: string, mfaToken: string | null, purpose?: "use" | "export"): Promise<string>;
  /** Releases the recovery share, under the same MFA rule as the auth share (the token when the app forces MFA). */
  getRecoveryShare(
    token: string,
    entropyId: string,
    mfaToken: string | null,
  ): Promise<{ recoveryMethod: RecoveryMethod; recoveryShare: string }>;
  /** Replaces the auth and recovery shares after a re-split (set or change of recovery method). */
  replaceShares(
    token: string,
    input: {
      entropyId: string;
      authShare: string;
      recoveryMethod: RecoveryMethod;
      recoveryShare: string;
      recoveryProofKey: string;
    },
  ): Promise<void>;
  /** Registers this device's key after a recovery through the method (signature by the recovery share's key). */
  registerDevice(
    token: string,
    input: { entropyId: string; signRegistration(deviceThumbprint: string): Promise<string> },
  ): Promise<void>;
  /**
   * Sends a verification code for this device: to the user's email, or by SMS when they have no email or
   * `channel` asks for it (answer: the channel and the masked address or number).
   */
  sendDeviceCode(token: string, entropyId: string, channel?: DeviceCodeChannel): Promise<DeviceCodeSent>;
  /** Registers this device's key with the code the user typed into the wallet origin's page. */
  verifyDeviceCode(
    token: string,
    input: { entropyId: string; code: string; channel?: DeviceCodeChannel },
  ): Promise<void>;
  /**
   * Registers this device for a wallet made before device keys, by a signature of the wallet's own key
   * (`signLegacy` gets this device key's thumbprint), and stores the recovery proof key from then on.
   */
  registerLegacyDevice(
    token: string,
    input: { entropyId: string; recoveryProofKey: string; signLegacy(deviceThumbprint: string): Promise<string> },
  ): Promise<void>;
  /** What this user can verify a new device with (masked email and phone, a wallet-origin passkey). */
  deviceMethods(token: string, entropyId: string): Promise<DeviceMethods>;
  /** Creation options for a passkey on the wallet origin (this device must be registered for the wallet). */
  walletPasskeyCreation(token: string, entropyId: string): Promise<Record<string, unknown>>;
  /** Stores the passkey made from those options (the browser's registration response JSON). */
  addWalletPasskey(token: string, entropyId: string, response: unknown): Promise<void>;
  /** Request options naming the user's wallet-origin passkeys, bound to this device key. */
  walletPasskeyRequest(token: string, entropyId: string): Promise<Record<string, unknown>>;
  /** Registers this device's key with an assertion by one of those passkeys. */
  verifyDevicePasskey(token: string, entropyId: string, response: unknown): Promise<void>;
  /**
   * Verifies an MFA code; the answer's token stays in the frame (or the export page). `hostOrigin` names
   * the host page a passkey assertion was made on; null (the export page's SMS code) names none.
   */
  verifyMfa(
    token: string,
    input: { method: "sms" | "passkey"; code?: string; passkeyResponse?: unknown; hostOrigin: string | null },
  ): Promise<string>;
  /** The user's enrolled MFA methods, with the last digits of the SMS number (export page). */
  listMfaMethods(token: string): Promise<MfaMethodHint[]>;
  /** Sends an MFA code to the user's enrolled number (export page; never to a number of its choosing). */
  sendMfaSms(token: string): Promise<void>;
  /** WebAuthn request options for verifying with an enrolled passkey of the host page's relying party. */
  mfaPasskeyOptions(token: string, hostOrigin: string): Promise<Record<string, unknown>>;
}

/** An enrolled MFA method as the server names it (`hint`: "•••2671" for SMS). */
/** `devices/methods`: how this user can verify a new device (masked email and phone, or null). */
export interface DeviceMethods {
  email: string | null;
  phone: string | null;
  passkey: boolean;
  /** An email or number exists but was added after the wallet, less than a day ago (not usable yet). */
  pending?: boolean;
}

/** Where a new device's verification code goes (`devices/code`). */
export type DeviceCodeChannel = "email" | "sms";
/** The answer of `devices/code`: the channel used and where, masked ("d•••@example.com", "•••2671"). */
export interface DeviceCodeSent {
  channel: DeviceCodeChannel;
  to: string;
}

export interface MfaMethodHint {
  method: "sms" | "passkey";
  hint: string;
}

// Bodies are typed by the server's schemas (@foyer/core/contract, type-only) with `satisfies`, which costs the
// frame's scripts nothing. Credentials are the browser's JSON, passed on unread (the server checks them).
type Credential<Body extends { response: unknown }> = Body["response"];
type MfaBranch<Method> = Extract<MfaVerifyBody, { method: Method }>;
type MfaAssertion = MfaBranch<"passkey">["passkey_response"];
/** mfa/verify's fields, either branch's: a name the server does not read fails to compile. */
type MfaVerifyFields = { method: MfaVerifyBody["method"] } & Partial<
  Omit<MfaBranch<"sms">, "method"> & Omit<MfaBranch<"passkey">, "method">
>;

/**
 * HTTP implementation against the Foyer server's /api/v1 (paths of the `wallets` plugin).
 *
 * @example const api = createFrameServerApi({ serverUrl: "http://localhost:8787", appId: "foyer-dev" });
 */
export function createFrameServerApi(options: {
  serverUrl: string;
  appId: string;
  /** Signs every request with the device key (a `DPoP` header); the server answers nothing without it. */
  prover: FrameProver;
  fetch?: typeof fetch;
}): FrameServerApi {
  const base = `${options.serverUrl.replace(/\/+$/, "")}/api/v1/`;
  // Core's API client, as every other caller of /api/v1: the same headers, and the same FoyerError from an
  // error answer (`retry_after` filled from Retry-After included).
  const request = createRequest({
    appId: options.appId,
    serverUrl: options.serverUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  async function post<T>(path: string, token: string, body: unknown, extra: Record<string, string> = {}): Promise<T> {
    const headers = {
      ...extra,
      authorization: `Bearer ${token}`,
      dpop: await options.prover.proof("POST", base + path, token),
    };
    try {
      return await request<T>(path, { method: "POST", body, headers });
    } catch (error) {
      // No answer at all (offline, blocked): the request's own error, which the host is told as the frame's
      // generic 'An error has occurred, please try again.' (toFrameErrorBody), not as a sign-in error.
      if (error instanceof FoyerError && error.cause !== undefined) throw error.cause;
      throw error;
    }
  }
  return {
    async registerEntropy(token, i) {
      const request: EmbeddedWalletRegisterBody = {
        chain_type: i.chainType,
        address: i.address,
        entropy_id: i.entropyId,
        entropy_id_verifier: i.entropyIdVerifier,
        auth_share: i.authShare,
        recovery_method: i.recoveryMethod,
        recovery_share: i.recoveryShare,
        recovery_proof_key: i.recoveryProofKey,
      };
      const body = await post<{ wallet: WireEmbeddedWallet }>("embedded_wallets", token, request);
      return fromWireWallet(body.wallet);
    },
    async addWallet(token, i) {
      const request: EmbeddedWalletAddBody = {
        entropy_id: i.entropyId,
        chain_type: i.chainType,
        hd_wallet_index: i.hdWalletIndex,
        address: i.address,
      };
      const body = await post<{ wallet: WireEmbeddedWallet }>("embedded_wallets/add", token, request);
      return fromWireWallet(body.wallet);
    },
    async resolveWallet(token, walletId) {
      const request: EmbeddedWalletResolveBody = { wallet_id: walletId };
      const body = await post<{ wallet: WireEmbeddedWallet }>("embedded_wallets/resolve", token, request);
      return fromWireWallet(body.wallet);
    },
    async getAuthShare(token, entropyId, mfaToken, purpose) {
      const request: EmbeddedWalletShareRequestBody = purpose
        ? { entropy_id: entropyId, purpose }
        : { entropy_id: entropyId };
      const body = await post<{ auth_share: string }>(
        "embedded_wallets/auth_share",
        token,
        request,
        mfaToken ? { "foyer-mfa-token": mfaToken } : {},
      );
      return body.auth_share;
    },
    async getRecoveryShare(token, entropyId, mfaToken) {
      const request: EmbeddedWalletShareRequestBody = { entropy_id: entropyId };
      const body = await post<{ recovery_method: RecoveryMethod; recovery_share: string }>(
        "embedded_wallets/recovery_share",
        token,
        request,
        mfaToken ? { "foyer-mfa-token": mfaToken } : {},
      );
      return { recoveryMethod: body.recovery_method, recoveryShare: body.recovery_share };
    },
    async replaceShares(token, i) {
      const request: EmbeddedWalletReplaceBody = {
        entropy_id: i.entropyId,
        auth_share: i.authShare,
        recovery_method: i.recoveryMethod,
        recovery_share: i.recoveryShare,
        recovery_proof_key: i.recoveryProofKey,
      };
      await post("embedded_wallets/shares", token, request);
    },
    async registerDevice(token, i) {
      await post("embedded_wallets/devices", token, {
        entropy_id: i.entropyId,
        recovery_signature: await i.signRegistration(await options.prover.thumbprint()),
      } satisfies WalletDeviceSignatureBody);
    },
    async registerLegacyDevice(token, i) {
      await post("embedded_wallets/devices/legacy", token, {
        entropy_id: i.entropyId,
        recovery_proof_key: i.recoveryProofKey,
        wallet_signature: await i.signLegacy(await options.prover.thumbprint()),
      } satisfies WalletDeviceLegacyBody);
    },
    async sendDeviceCode(token, entropyId, channel) {
      return post<DeviceCodeSent>("embedded_wallets/devices/code", token, {
        entropy_id: entropyId,
        ...(channel ? { channel } : {}),
      } satisfies WalletDeviceCodeRequestBody);
    },
    async verifyDeviceCode(token, i) {
      await post("embedded_wallets/devices/verify", token, {
        entropy_id: i.entropyId,
        code: i.code,
        ...(i.channel ? { channel: i.channel } : {}),
      } satisfies WalletDeviceCodeBody);
    },
    async deviceMethods(token, entropyId) {
      return post<DeviceMethods>("embedded_wallets/devices/methods", token, {
        entropy_id: entropyId,
      } satisfies WalletDeviceCodeRequestBody);
    },
    async walletPasskeyCreation(token, entropyId) {
      const body = await post<{ options: Record<string, unknown> }>(
        "embedded_wallets/devices/passkeys/register/init",
        token,
        { entropy_id: entropyId } satisfies WalletDeviceCodeRequestBody,
      );
      return body.options;
    },
    async addWalletPasskey(token, entropyId, response) {
      await post("embedded_wallets/devices/passkeys/register", token, {
        entropy_id: entropyId,
        response: response as Credential<WalletDevicePasskeyRegisterBody>,
      } satisfies WalletDevicePasskeyRegisterBody);
    },
    async walletPasskeyRequest(token, entropyId) {
      const body = await post<{ options: Record<string, unknown> }>(
        "embedded_wallets/devices/passkeys/verify/init",
        token,
        { entropy_id: entropyId } satisfies WalletDeviceCodeRequestBody,
      );
      return body.options;
    },
    async verifyDevicePasskey(token, entropyId, response) {
      await post("embedded_wallets/devices/passkeys/verify", token, {
        entropy_id: entropyId,
        response: response as Credential<WalletDevicePasskeyVerifyBody>,
      } satisfies WalletDevicePasskeyVerifyBody);
    },
    async verifyMfa(token, i) {
      // The frame origin forwards this to the API's mfa/verify as coming from the host page (a passkey
      // assertion is bound to the host's origin); the server checks that origin is one of the app's.
      const body = await post<{ token: string }>(
        "embedded_wallets/mfa/verify",
        token,
        // One object for both methods (JSON leaves out the field the method does not use), its field names
        // checked against both branches of mfa/verify's body.
        {
          method: i.method,
          code: i.code,
          passkey_response: i.passkeyResponse as MfaAssertion,
        } satisfies MfaVerifyFields,
        i.hostOrigin === null ? {} : { "foyer-host-origin": i.hostOrigin },
      );
      return body.token;
    },
    async listMfaMethods(token) {
      const body = await post<{ methods: MfaMethodHint[] }>(
        "embedded_wallets/mfa/methods",
        token,
        {} satisfies WalletFrameMfaEmptyBody,
      );
      return body.methods;
    },
    async sendMfaSms(token) {
      await post("embedded_wallets/mfa/passwordless_sms/init", token, {} satisfies WalletFrameMfaEmptyBody);
    },
    async mfaPasskeyOptions(token, hostOrigin) {
      const body = await post<{ options: Record<string, unknown> }>("embedded_wallets/mfa/passkeys/init", token, {
        host_origin: hostOrigin,
      } satisfies WalletFrameMfaPasskeyInitBody);
      return body.options;
    },
  };
}
