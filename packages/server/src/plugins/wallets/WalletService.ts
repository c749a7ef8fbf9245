import { randomUUID } from "node:crypto";
import { type EmbeddedChainType, type EntropyIdVerifier, FoyerError, type RecoveryMethod } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58 } from "@scure/base";
import { and, asc, eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts";
import type { Database } from "../../db/Database.ts";
import { embeddedWalletEntropies, embeddedWallets, linkedAccounts, users } from "../../db/schema.ts";
import { toWireEmbeddedWallet, type WireEmbeddedWallet } from "./toWireEmbeddedWallet.ts";
import type { WalletCipher } from "./WalletKeys.ts";

export type { WireEmbeddedWallet };

/** Postgres unique_violation (also through Drizzle's wrapping causes). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** linked_accounts subject of a wallet, as SIWE/SIWS store it (lowercase Ethereum, base58 Solana). */
const subjectOf = (chainType: string, address: string) => (chainType === "ethereum" ? address.toLowerCase() : address);

/**
 * Embedded wallets: shares at rest (auth share under the auth key, automatic-recovery share under the
 * recovery key), the one-wallet-per-chain-and-index rule, and server-wallet keys.
 */
export class WalletService {
  readonly #db: Database;
  readonly #now: () => number;
  readonly #ciphers: { auth: WalletCipher; recovery: WalletCipher; serverWallet: WalletCipher } | null;

  constructor(deps: {
    db: Database;
    now: () => number;
    ciphers: { auth: WalletCipher; recovery: WalletCipher; serverWallet: WalletCipher } | null;
  }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#ciphers = deps.ciphers;
  }

  #keys() {
    if (!this.#ciphers) {
      throw new FoyerError(
        "not_supported",
        "Embedded wallets need FOYER_WALLET_AUTH_KEY and FOYER_WALLET_RECOVERY_KEY.",
      );
    }
    return this.#ciphers;
  }

  /** Every embedded wallet of a user, oldest first. */
  async list(userId: string): Promise<WireEmbeddedWallet[]> {
    const rows = await this.#db
      .select({ wallet: embeddedWallets, entropy: embeddedWalletEntropies })
      .from(embeddedWallets)
      .leftJoin(embeddedWalletEntropies, eq(embeddedWallets.entropyRowId, embeddedWalletEntropies.id))
      .where(eq(embeddedWallets.userId, userId))
      .orderBy(asc(embeddedWallets.createdAt), asc(embeddedWallets.walletIndex));
    return rows.map(({ wallet, entropy }) => toWireEmbeddedWallet(wallet, entropy));
  }

  /** Registers entropy made in the frame with its index-0 wallet (409 embedded_wallet_already_exists on a race). */
  async registerEntropy(
    appId: string,
    userId: string,
    input: {
      chainType: EmbeddedChainType;
      address: string;
      entropyId: string;
      entropyIdVerifier: EntropyIdVerifier;
      authShare: string;
      recoveryMethod: RecoveryMethod;
      recoveryShare: string;
    },
    /** More writes in the same transaction (the frame's device key, the recovery proof key). */
    within?: (tx: Database, entropyRowId: string) => Promise<void>,
  ): Promise<WireEmbeddedWallet> {
    const keys = this.#keys();
    const chainOfVerifier = input.entropyIdVerifier === "ethereum-address-verifier" ? "ethereum" : "solana";
    if (input.address !== input.entropyId || chainOfVerifier !== input.chainType) {
      throw new FoyerError("invalid_data", "Invalid input to create wallet");
    }
    const now = new Date(this.#now());
    const entropyRowId = randomUUID();
    const walletId = randomUUID();
    try {
      await this.#db.transaction(async (tx) => {
        await tx.insert(embeddedWalletEntropies).values({
          id: entropyRowId,
          appId,
          userId,
          entropyId: input.entropyId,
          entropyIdVerifier: input.entropyIdVerifier,
          authShareCiphertext: keys.auth.seal(input.authShare, `${appId}:${input.entropyId}`),
          recoveryMethod: input.recoveryMethod,
          recoveryShareCiphertext: this.#sealRecovery(
            appId,
            input.entropyId,
            input.recoveryMethod,
            input.recoveryShare,
          ),
          createdAt: now,
          updatedAt: now,
        });
        await this.#insertWallet(tx, {
          id: walletId,
          appId,
          userId,
          entropyRowId,
          chainType: input.chainType,
          walletIndex: 0,
          address: input.address,
          recoveryMethod: input.recoveryMethod,
          now,
        });
        await within?.(tx, entropyRowId);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new FoyerError("embedded_wallet_already_exists");
      throw error;
    }
    return this.#one(walletId);
  }

  /** A further HD wallet of existing entropy (the frame derived the address). */
  async addWallet(
    appId: string,
    userId: string,
    input: { entropyId: string; chainType: EmbeddedChainType; hdWalletIndex: number; address: string },
  ): Promise<WireEmbeddedWallet> {
    const entropy = await this.#entropy(appId, userId, input.entropyId);
    const walletId = randomUUID();
    try {
      await this.#db.transaction((tx) =>
        this.#insertWallet(tx, {
          id: walletId,
          appId,
          userId,
          entropyRowId: entropy.id,
          chainType: input.chainType,
          walletIndex: input.hdWalletIndex,
          address: input.address,
          recoveryMethod: entropy.recoveryMethod as RecoveryMethod,
          now: new Date(this.#now()),
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new FoyerError("embedded_wallet_already_exists");
      throw error;
    }
    return this.#one(walletId);
  }

  /** The auth share in clear, for the frame only (the route checks session, proof and device key). */
  async releaseAuthShare(appId: string, userId: string, entropyId: string): Promise<string> {
    const entropy = await this.#entropy(appId, userId, entropyId);
    return this.#keys().auth.open(entropy.authShareCiphertext, `${appId}:${entropyId}`);
  }

  /** The recovery share: sealed by the user (password, cloud key) as stored, or opened here for automatic recovery. */
  async releaseRecoveryShare(
    appId: string,
    userId: string,
    entropyId: string,
  ): Promise<{ recoveryMethod: RecoveryMethod; recoveryShare: string }> {
    const entropy = await this.#entropy(appId, userId, entropyId);
    const method = entropy.recoveryMethod as RecoveryMethod;
    const share = isServerRecovery(method)
      ? this.#keys().recovery.open(entropy.recoveryShareCiphertext, `${appId}:${entropyId}`)
      : entropy.recoveryShareCiphertext;
    return { recoveryMethod: method, recoveryShare: share };
  }

  /** Replaces auth and recovery shares after the frame re-split the entropy for a new recovery method. */
  async replaceShares(
    appId: string,
    userId: string,
    input: { entropyId: string; authShare: string; recoveryMethod: RecoveryMethod; recoveryShare: string },
    within?: (tx: Database, entropyRowId: string) => Promise<void>,
  ): Promise<void> {
    const keys = this.#keys();
    const entropy = await this.#entropy(appId, userId, input.entropyId);
    await this.#db.transaction(async (tx) => {
      await tx
        .update(embeddedWalletEntropies)
        .set({
          authShareCiphertext: keys.auth.seal(input.authShare, `${appId}:${input.entropyId}`),
          recoveryMethod: input.recoveryMethod,
          recoveryShareCiphertext: this.#sealRecovery(
            appId,
            input.entropyId,
            input.recoveryMethod,
            input.recoveryShare,
          ),
          updatedAt: new Date(this.#now()),
        })
        .where(eq(embeddedWalletEntropies.id, entropy.id));
      const wallets = await tx.select().from(embeddedWallets).where(eq(embeddedWallets.entropyRowId, entropy.id));
      for (const wallet of wallets) {
        await this.#setAccountDetails(tx, appId, wallet.chainType, wallet.address, {
          recovery_method: input.recoveryMethod,
        });
      }
      await within?.(tx, entropy.id);
    });
  }

  /** Server-wallet mode: a key generated and kept here, encrypted with the server-wallet key. */
  async createServerWallet(appId: string, userId: string, chainType: EmbeddedChainType): Promise<WireEmbeddedWallet> {
    const keys = this.#keys();
    const walletId = randomUUID();
    let privateKey: `0x${string}`;
    let address: string;
    if (chainType === "ethereum") {
      privateKey = generatePrivateKey();
      address = privateKeyToAddress(privateKey);
    } else {
      const secret = ed25519.utils.randomSecretKey();
      privateKey = `0x${Buffer.from(secret).toString("hex")}`;
      address = base58.encode(ed25519.getPublicKey(secret));
    }
    try {
      await this.#db.transaction(async (tx) => {
        // The user's row lock serialises this user's creations, so the index picked below is free.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        await this.#insertWallet(tx, {
          id: walletId,
          appId,
          userId,
          entropyRowId: null,
          chainType,
          walletIndex: 0,
          address,
          recoveryMethod: null,
          now: new Date(this.#now()),
          serverKeyCiphertext: keys.serverWallet.seal(privateKey, `${appId}:${walletId}`),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new FoyerError("embedded_wallet_already_exists");
      throw error;
    }
    return this.#one(walletId);
  }

  /** The private key of a server wallet owned by `userId` (embedded_wallet_not_found for anyone else). */
  async serverWalletKey(
    appId: string,
    userId: string,
    walletId: string,
  ): Promise<{ chainType: EmbeddedChainType; address: string; privateKey: `0x${string}` }> {
    const [row] = await this.#db
      .select()
      .from(embeddedWallets)
      .where(
        and(eq(embeddedWallets.id, walletId), eq(embeddedWallets.appId, appId), eq(embeddedWallets.userId, userId)),
      )
      .limit(1);
    if (!row?.serverKeyCiphertext) throw new FoyerError("embedded_wallet_not_found");
    const privateKey = this.#keys().serverWallet.open(row.serverKeyCiphertext, `${appId}:${row.id}`) as `0x${string}`;
    return { chainType: row.chainType as EmbeddedChainType, address: row.address, privateKey };
  }

  #sealRecovery(appId: string, entropyId: string, method: RecoveryMethod, share: string): string {
    // Automatic recovery: the frame sent the share in clear; it is kept under the separate recovery key.
    return isServerRecovery(method) ? this.#keys().recovery.seal(share, `${appId}:${entropyId}`) : share;
  }

  async #entropy(appId: string, userId: string, entropyId: string) {
    const [row] = await this.#db
      .select()
      .from(embeddedWalletEntropies)
      .where(
        and(
          eq(embeddedWalletEntropies.appId, appId),
          eq(embeddedWalletEntropies.userId, userId),
          eq(embeddedWalletEntropies.entropyId, entropyId),
        ),
      )
      .limit(1);
    if (!row) throw new FoyerError("embedded_wallet_not_found");
    return row;
  }

  async #one(walletId: string): Promise<WireEmbeddedWallet> {
    const [row] = await this.#db
      .select({ wallet: embeddedWallets, entropy: embeddedWalletEntropies })
      .from(embeddedWallets)
      .leftJoin(embeddedWalletEntropies, eq(embeddedWallets.entropyRowId, embeddedWalletEntropies.id))
      .where(eq(embeddedWallets.id, walletId))
      .limit(1);
    if (!row) throw new FoyerError("embedded_wallet_not_found");
    return toWireEmbeddedWallet(row.wallet, row.entropy);
  }

  async #insertWallet(
    tx: Database,
    w: {
      id: string;
      appId: string;
      userId: string;
      entropyRowId: string | null;
      chainType: EmbeddedChainType;
      walletIndex: number;
      address: string;
      recoveryMethod: RecoveryMethod | null;
      now: Date;
      serverKeyCiphertext?: string;
    },
  ): Promise<void> {
    await tx.insert(embeddedWallets).values({
      id: w.id,
      appId: w.appId,
      userId: w.userId,
      entropyRowId: w.entropyRowId,
      chainType: w.chainType,
      walletIndex: w.walletIndex,
      address: w.address,
      serverKeyCiphertext: w.serverKeyCiphertext ?? null,
      createdAt: w.now,
    });
    // The wallet also appears among the user's linked accounts (walletClientType "foyer").
    await tx.insert(linkedAccounts).values({
      id: randomUUID(),
      appId: w.appId,
      userId: w.userId,
      type: "wallet",
      subject: subjectOf(w.chainType, w.address),
      createdAt: w.now,
      firstVerifiedAt: w.now,
      latestVerifiedAt: w.now,
      details: {
        address: w.address,
        chain_type: w.chainType,
        chain_id: null,
        wallet_client_type: "foyer",
        connector_type: "embedded",
        wallet_index: w.walletIndex,
        recovery_method: w.recoveryMethod,
        embedded_wallet_id: w.id,
      },
    });
  }

  async #setAccountDetails(
    tx: Database,
    appId: string,
    chainType: string,
    address: string,
    patch: Record<string, unknown>,
  ) {
    const subject = subjectOf(chainType, address);
    const [account] = await tx
      .select()
      .from(linkedAccounts)
      .where(
        and(eq(linkedAccounts.appId, appId), eq(linkedAccounts.type, "wallet"), eq(linkedAccounts.subject, subject)),
      );
    if (!account) return;
    await tx
      .update(linkedAccounts)
      .set({ details: { ...account.details, ...patch } })
      .where(eq(linkedAccounts.id, account.id));
  }
}

/** Recovery methods whose share the server keeps under its recovery key. */
export function isServerRecovery(method: RecoveryMethod): boolean {
  return method === "foyer" || method === "foyer-v2";
}
