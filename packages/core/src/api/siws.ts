import type { TransferBody } from "../contract/passwordless.ts";
import type { SiwsAuthenticateBody, SiwsInitBody, SiwsLinkBody, SiwsUnlinkBody } from "../contract/siws.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import type { WalletNonce } from "./siwe.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/** A signed Sign In With Solana message and the wallet that signed it. */
export interface SiwsSignature {
  /**
   * The message text exactly as signed (UTF-8); for "transaction" the signed transaction message, for
   * "offchain" the signed off-chain message ("\xffsolana offchain" header), base64.
   */
  message: string;
  /** The 64-byte ed25519 signature, base64. */
  signature: string;
  walletClientType: string;
  connectorType: string;
  /**
   * "transaction": a Ledger signed a memo-only transaction message holding the text; "offchain": the wallet
   * signed a Solana off-chain message holding it (see the server README).
   */
  messageType?: "plain" | "transaction" | "offchain";
}

/** Calls of the `siws` group (Sign In With Solana). */
export interface SiwsApi {
  /** A nonce bound to `address` (base58; 10 minutes, single use). */
  init(input: { address: string; captchaToken?: string }): Promise<WalletNonce>;
  authenticate(input: SiwsSignature & { mode?: LoginMode }): Promise<AuthResult>;
  link(input: SiwsSignature): Promise<User>;
  unlink(input: { address: string }): Promise<User>;
  /** Redeems the nonce of a 409 account_transfer_required from `link`. */
  transfer(input: { nonce: string }): Promise<User>;
}

// Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
const signatureBody = (input: SiwsSignature): SiwsLinkBody => ({
  message: input.message,
  signature: input.signature,
  wallet_client_type: input.walletClientType,
  connector_type: input.connectorType,
  ...(input.messageType === undefined ? {} : { message_type: input.messageType }),
});

/** Builds the `siws` endpoint group. */
export function createSiwsApi(request: RequestFn): SiwsApi {
  const authed = async (path: string, body: unknown) =>
    userFromBody(await request<WireUserBody>(path, { method: "POST", body, auth: "required" }));
  return {
    async init({ address, captchaToken }) {
      const body: SiwsInitBody = captchaToken === undefined ? { address } : { address, captcha_token: captchaToken };
      const answer = await request<{ nonce: string; expires_at: string }>("siws/init", { method: "POST", body });
      return { nonce: answer.nonce, expiresAt: new Date(answer.expires_at) };
    },
    async authenticate(input) {
      const body: SiwsAuthenticateBody =
        input.mode === undefined ? signatureBody(input) : { ...signatureBody(input), mode: input.mode };
      return toAuthResult(await request<WireAuthResponse>("siws/authenticate", { method: "POST", body }));
    },
    link: (input) => authed("siws/link", signatureBody(input)),
    unlink: ({ address }) => authed("siws/unlink", { address } satisfies SiwsUnlinkBody),
    transfer: ({ nonce }) => authed("siws/transfer", { nonce } satisfies TransferBody),
  };
}
