import type { TransferBody } from "../contract/passwordless.ts";
import type {
  SiweAuthenticateBody,
  SiweInitBody,
  SiweLinkBody,
  SiweLinkSmartWalletBody,
  SiweUnlinkBody,
} from "../contract/siwe.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/** A nonce to put in the next SIWE message; `expiresAt` is when the server stops accepting it. */
export interface WalletNonce {
  nonce: string;
  expiresAt: Date;
}

/** A signed EIP-4361 message and the wallet that signed it. */
export interface SiweSignature {
  message: string;
  /** 0x-hex signature. */
  signature: string;
  /** The wallet's chain (number, or CAIP-2 "eip155:1"); must equal the message's Chain ID. */
  chainId: number | string;
  walletClientType: string;
  connectorType: string;
}

/** Calls of the `siwe` group (Sign-In with Ethereum). */
export interface SiweApi {
  /** A nonce bound to `address` (10 minutes, single use). */
  init(input: { address: string; captchaToken?: string }): Promise<WalletNonce>;
  /** Signs in (or up, unless mode is "no-signup") with a signed SIWE message. */
  authenticate(input: SiweSignature & { mode?: LoginMode }): Promise<AuthResult>;
  /** Links the wallet to the signed-in user (409 account_transfer_required when another user holds it). */
  link(input: SiweSignature): Promise<User>;
  /** Links a smart (contract) wallet, proven by a SIWE message it signed (EIP-1271). */
  linkSmartWallet(input: {
    message: string;
    signature: string;
    chainId: number | string;
    smartWalletType: string;
    smartWalletVersion?: string;
  }): Promise<User>;
  /** Removes the wallet with this address from the signed-in user. */
  unlink(input: { address: string }): Promise<User>;
  /** Redeems the nonce of a 409 account_transfer_required from `link`. */
  transfer(input: { nonce: string }): Promise<User>;
}

// Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
const signatureBody = (input: SiweSignature): SiweLinkBody => ({
  message: input.message,
  signature: input.signature,
  chain_id: input.chainId,
  wallet_client_type: input.walletClientType,
  connector_type: input.connectorType,
});

/** Builds the `siwe` endpoint group. */
export function createSiweApi(request: RequestFn): SiweApi {
  const authed = async (path: string, body: unknown) =>
    userFromBody(await request<WireUserBody>(path, { method: "POST", body, auth: "required" }));
  return {
    async init({ address, captchaToken }) {
      const body: SiweInitBody = captchaToken === undefined ? { address } : { address, captcha_token: captchaToken };
      const answer = await request<{ nonce: string; expires_at: string }>("siwe/init", { method: "POST", body });
      return { nonce: answer.nonce, expiresAt: new Date(answer.expires_at) };
    },
    async authenticate(input) {
      const body: SiweAuthenticateBody =
        input.mode === undefined ? signatureBody(input) : { ...signatureBody(input), mode: input.mode };
      return toAuthResult(await request<WireAuthResponse>("siwe/authenticate", { method: "POST", body }));
    },
    link: (input) => authed("siwe/link", signatureBody(input)),
    linkSmartWallet: (input) =>
      authed("siwe/link_smart_wallet", {
        message: input.message,
        signature: input.signature,
        chain_id: input.chainId,
        smart_wallet_type: input.smartWalletType,
        ...(input.smartWalletVersion === undefined ? {} : { smart_wallet_version: input.smartWalletVersion }),
      } satisfies SiweLinkSmartWalletBody),
    unlink: ({ address }) => authed("siwe/unlink", { address } satisfies SiweUnlinkBody),
    transfer: ({ nonce }) => authed("siwe/transfer", { nonce } satisfies TransferBody),
  };
}
