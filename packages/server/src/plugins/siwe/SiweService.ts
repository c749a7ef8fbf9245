import { randomBytes } from "node:crypto";
import { FoyerError, type LoginMode } from "@foyer/core";
import { createPublicClient, getAddress, type Hex, http, isAddress, recoverMessageAddress } from "viem";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { AccountKey, UserService } from "../../domain/users/UserService.ts";
import { WALLETS_PER_USER, type WalletClientInfo } from "../../domain/users/WalletClientInfo.ts";
import { checkSignInMessage, readEip4361Message, WALLET_NONCE_TTL_MS } from "../../security/checkSignInMessage.ts";
import type { Nonces } from "../../security/Nonces.ts";
import { siweAppSettings } from "./SiweSettings.ts";

const NONCE_PURPOSE = "siwe";
const SMART_WALLETS_PER_USER = 1;

/** A signed SIWE message as authenticate/link receive it. */
export interface SiweProof {
  message: string;
  signature: Hex;
  /** The chain the wallet is on; must equal the message's Chain ID. */
  chainId: number;
}

export interface SmartWalletInfo {
  smartWalletType: string;
  smartWalletVersion: string | null;
}

export interface SiweDeps {
  db: Database;
  nonces: Nonces;
  users: UserService;
  signIn: SignIn;
  now: () => number;
}

interface VerifiedSiwe {
  /** Checksummed. */
  address: string;
  chainId: number;
  nonce: string;
}

const invalidMessage = (why: string) => new FoyerError("invalid_message", why);
const invalidSignature = () => new FoyerError("invalid_credentials", "Invalid wallet signature or nonce.");

/**
 * Sign-In with Ethereum (EIP-4361). init hands out a nonce bound to an address; authenticate and link
 * check the message (size, origin, chain, times: checkSignInMessage), the signature (ECDSA, then EIP-1271 /
 * EIP-6492 through the app's RPC for that chain when one is configured) and finally consume the nonce on
 * the sign-in's own transaction, so a replay, or the slower of two concurrent submissions, fails.
 */
export class SiweService {
  readonly #deps: SiweDeps;

  constructor(deps: SiweDeps) {
    this.#deps = deps;
  }

  /** A 128-bit hex nonce (EIP-4361 wants alphanumeric, at least 8 characters), 10 minutes, for this address. */
  async init(app: AppRecord, address: string): Promise<{ nonce: string; expiresAt: Date }> {
    if (!isAddress(address, { strict: false })) throw new FoyerError("invalid_data", "Not an Ethereum address.");
    const nonce = randomBytes(16).toString("hex");
    await this.#deps.nonces.issue(app.id, NONCE_PURPOSE, {
      ttlMs: WALLET_NONCE_TTL_MS,
      value: nonce,
      payload: { address: address.toLowerCase() },
    });
    return { nonce, expiresAt: new Date(this.#deps.now() + WALLET_NONCE_TTL_MS) };
  }

  async authenticate(
    app: AppRecord,
    proof: SiweProof,
    client: WalletClientInfo,
    mode: LoginMode,
  ): Promise<SignInResult> {
    if (app.config.wallet_auth !== true) {
      throw new FoyerError("disallowed_login_method", "Login with an Ethereum wallet is not allowed.");
    }
    const verified = await this.#verify(app, proof);
    return this.#deps.db.transaction(async (tx) => {
      await this.#consumeNonce(tx, app, verified);
      return this.#deps.signIn.withAccount(tx, app, walletAccount(verified, client), mode);
    });
  }

  /** Links the wallet; held by another user: the transfer offer commits, then 409 account_transfer_required. */
  async link(app: AppRecord, userId: string, proof: SiweProof, client: WalletClientInfo): Promise<void> {
    const verified = await this.#verify(app, proof);
    const transfer = await this.#deps.db.transaction(async (tx) => {
      await this.#consumeNonce(tx, app, verified);
      return this.#deps.signIn.link(tx, app, userId, walletAccount(verified, client), WALLETS_PER_USER);
    });
    if (transfer) throw transfer;
  }

  /**
   * Links a smart (contract) wallet: the same proof as link, which for a contract account means EIP-1271
   * (or EIP-6492 before deployment) through the app's RPC for the chain; without one only an ECDSA
   * signature can pass. One per user, not transferable (409 linked_to_another_user).
   */
  async linkSmartWallet(app: AppRecord, userId: string, proof: SiweProof, info: SmartWalletInfo): Promise<void> {
    const verified = await this.#verify(app, proof);
    const account: AccountKey = {
      type: "smart_wallet",
      subject: verified.address.toLowerCase(),
      details: {
        address: verified.address,
        chain_id: `eip155:${verified.chainId}`,
        smart_wallet_type: info.smartWalletType,
        smart_wallet_version: info.smartWalletVersion,
      },
    };
    await this.#deps.db.transaction(async (tx) => {
      await this.#consumeNonce(tx, app, verified);
      await this.#deps.signIn.link(tx, app, userId, account, SMART_WALLETS_PER_USER, { transferable: false });
    });
  }

  /** Removes an Ethereum wallet (any address case) from the user; never their last login method. */
  async unlink(userId: string, address: string): Promise<void> {
    const { db, users } = this.#deps;
    await db.transaction((tx) => users.unlink(tx, userId, { type: "wallet", subject: address.toLowerCase() }));
  }

  async #verify(app: AppRecord, proof: SiweProof): Promise<VerifiedSiwe> {
    const fields = readEip4361Message(proof.message, "SIWE");
    const { address, domain, uri, nonce, chainId } = fields;
    if (!isAddress(address, { strict: false })) throw invalidMessage("The SIWE message has no valid address.");
    checkSignInMessage(
      {
        scheme: fields.scheme,
        domain,
        uri,
        issuedAt: fields.issuedAt,
        expirationTime: fields.expirationTime,
        notBefore: fields.notBefore,
      },
      app.allowedOrigins,
      this.#deps.now(),
    );
    if (chainId !== proof.chainId) throw invalidMessage("The message's Chain ID is not the wallet's chain.");
    if (!(await this.#signatureMatches(app, getAddress(address), proof, chainId))) throw invalidSignature();
    return { address: getAddress(address), chainId, nonce };
  }

  async #signatureMatches(app: AppRecord, address: Hex, proof: SiweProof, chainId: number): Promise<boolean> {
    try {
      const signer = await recoverMessageAddress({ message: proof.message, signature: proof.signature });
      if (signer.toLowerCase() === address.toLowerCase()) return true;
    } catch {
      // Not a 65-byte ECDSA signature: a contract wallet's may still verify below.
    }
    const rpcUrl = siweAppSettings.of(app).evm_rpc_urls?.[String(chainId)];
    if (!rpcUrl) return false;
    try {
      const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 0 }) });
      // EIP-1271 for deployed contracts, EIP-6492 for counterfactual ones (viem's universal validator).
      return await client.verifyMessage({ address, message: proof.message, signature: proof.signature });
    } catch {
      return false;
    }
  }

  /** Marks the nonce used on `tx`; it must be live and issued for this very address. */
  async #consumeNonce(tx: Database, app: AppRecord, verified: VerifiedSiwe): Promise<void> {
    const payload = await this.#deps.nonces.consume(app.id, NONCE_PURPOSE, verified.nonce, tx);
    if (!payload || payload.address !== verified.address.toLowerCase()) throw invalidSignature();
  }
}

/** The stored account of an Ethereum wallet: subject is the lowercase address, the checksummed one in details. */
function walletAccount(verified: VerifiedSiwe, client: WalletClientInfo): AccountKey {
  return {
    type: "wallet",
    subject: verified.address.toLowerCase(),
    details: {
      address: verified.address,
      chain_type: "ethereum",
      chain_id: `eip155:${verified.chainId}`,
      wallet_client_type: client.walletClientType,
      connector_type: client.connectorType,
    },
  };
}
