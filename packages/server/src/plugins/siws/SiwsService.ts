import { randomBytes } from "node:crypto";
import { FoyerError, type LoginMode } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { AccountKey, UserService } from "../../domain/users/UserService.ts";
import { WALLETS_PER_USER, type WalletClientInfo } from "../../domain/users/WalletClientInfo.ts";
import { assertMessageSize, checkSignInMessage, WALLET_NONCE_TTL_MS } from "../../security/checkSignInMessage.ts";
import type { Nonces } from "../../security/Nonces.ts";
import { isSolanaAddress, parseSiwsMessage, type SiwsMessage } from "./parseSiwsMessage.ts";
import { readMemoTransaction } from "./readMemoTransaction.ts";
import { readOffchainMessage } from "./readOffchainMessage.ts";

const NONCE_PURPOSE = "siws";

/**
 * A signed SIWS message and the wallet's 64-byte ed25519 signature. "plain": `message` is the SIWS text and
 * the signature covers its UTF-8 bytes. "transaction" (Ledger): `message` is the base64 serialized
 * transaction message the wallet signed, whose one Memo instruction holds the SIWS text (readMemoTransaction).
 * "offchain": `message` is the base64 Solana off-chain message the wallet signed, holding the SIWS text
 * (readOffchainMessage).
 */
export interface SiwsProof {
  message: string;
  signature: Uint8Array;
  messageType: "plain" | "transaction" | "offchain";
}

export interface SiwsDeps {
  db: Database;
  nonces: Nonces;
  users: UserService;
  signIn: SignIn;
  now: () => number;
}

const invalidSignature = () => new FoyerError("invalid_credentials", "Invalid wallet signature or nonce.");

/**
 * Sign In With Solana: the same rules as SIWE (nonce bound to the address, 10 minutes, consumed on the
 * sign-in's transaction; domain and URI an allowed origin; times; size cap), with an ed25519 signature over
 * the message text checked against the address (the public key).
 */
export class SiwsService {
  readonly #deps: SiwsDeps;

  constructor(deps: SiwsDeps) {
    this.#deps = deps;
  }

  async init(app: AppRecord, address: string): Promise<{ nonce: string; expiresAt: Date }> {
    if (!isSolanaAddress(address)) throw new FoyerError("invalid_data", "Not a Solana address.");
    const nonce = randomBytes(16).toString("hex");
    await this.#deps.nonces.issue(app.id, NONCE_PURPOSE, {
      ttlMs: WALLET_NONCE_TTL_MS,
      value: nonce,
      payload: { address },
    });
    return { nonce, expiresAt: new Date(this.#deps.now() + WALLET_NONCE_TTL_MS) };
  }

  async authenticate(
    app: AppRecord,
    proof: SiwsProof,
    client: WalletClientInfo,
    mode: LoginMode,
  ): Promise<SignInResult> {
    if (app.config.solana_wallet_auth !== true) {
      throw new FoyerError("disallowed_login_method", "Login with a Solana wallet is not allowed.");
    }
    const message = this.#verify(app, proof);
    return this.#deps.db.transaction(async (tx) => {
      await this.#consumeNonce(tx, app, message);
      return this.#deps.signIn.withAccount(tx, app, walletAccount(message, client), mode);
    });
  }

  async link(app: AppRecord, userId: string, proof: SiwsProof, client: WalletClientInfo): Promise<void> {
    const message = this.#verify(app, proof);
    const transfer = await this.#deps.db.transaction(async (tx) => {
      await this.#consumeNonce(tx, app, message);
      return this.#deps.signIn.link(tx, app, userId, walletAccount(message, client), WALLETS_PER_USER);
    });
    if (transfer) throw transfer;
  }

  async unlink(userId: string, address: string): Promise<void> {
    const { db, users } = this.#deps;
    await db.transaction((tx) => users.unlink(tx, userId, { type: "wallet", subject: address }));
  }

  #verify(app: AppRecord, proof: SiwsProof): SiwsMessage {
    assertMessageSize(proof.message);
    let signed: Uint8Array;
    let text: string;
    if (proof.messageType === "transaction") {
      signed = new Uint8Array(Buffer.from(proof.message, "base64"));
      const transaction = readMemoTransaction(signed);
      if (!transaction) throw new FoyerError("invalid_message", "Not a sign-in transaction.");
      text = transaction.memo;
      // The transaction's signer is the key the signature is checked against: it must be the message's.
      if (parseSiwsMessage(text)?.address !== transaction.signer) {
        throw new FoyerError("invalid_message", "The transaction's signer is not the message's address.");
      }
    } else if (proof.messageType === "offchain") {
      signed = new Uint8Array(Buffer.from(proof.message, "base64"));
      const offchain = readOffchainMessage(signed);
      if (!offchain) throw new FoyerError("invalid_message", "Not an off-chain sign-in message.");
      text = offchain.text;
      // A header that names signers must name exactly the message's address, as the transaction case.
      const address = parseSiwsMessage(text)?.address;
      if (offchain.signers.length > 0 && (offchain.signers.length !== 1 || offchain.signers[0] !== address)) {
        throw new FoyerError("invalid_message", "The off-chain message's signer is not the message's address.");
      }
    } else {
      text = proof.message;
      signed = new TextEncoder().encode(text);
    }
    const message = parseSiwsMessage(text);
    if (message?.version !== "1") throw new FoyerError("invalid_message", "Not a SIWS message.");
    checkSignInMessage(message, app.allowedOrigins, this.#deps.now());
    let valid = false;
    try {
      valid = proof.signature.length === 64 && ed25519.verify(proof.signature, signed, base58.decode(message.address));
    } catch {
      valid = false;
    }
    if (!valid) throw invalidSignature();
    return message;
  }

  async #consumeNonce(tx: Database, app: AppRecord, message: SiwsMessage): Promise<void> {
    const payload = await this.#deps.nonces.consume(app.id, NONCE_PURPOSE, message.nonce, tx);
    if (!payload || payload.address !== message.address) throw invalidSignature();
  }
}

/** The stored account of a Solana wallet: subject is the base58 address (case matters in base58). */
function walletAccount(message: SiwsMessage, client: WalletClientInfo): AccountKey {
  return {
    type: "wallet",
    subject: message.address,
    details: {
      address: message.address,
      chain_type: "solana",
      chain_id: message.chainId ? `solana:${message.chainId}` : null,
      wallet_client_type: client.walletClientType,
      connector_type: client.connectorType,
    },
  };
}
