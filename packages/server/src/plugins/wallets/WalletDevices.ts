import { randomUUID } from "node:crypto";
import { FoyerError, type RecoveryMethod } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { base64urlnopad } from "@scure/base";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { embeddedWalletDevices, embeddedWalletEntropies, linkedAccounts } from "../../db/schema.ts";
import type { FrameProof } from "./verifyFrameProof.ts";

/** How a device key came to be allowed (the `registered_by` column). */
export type DeviceRegistration = "create" | "recovery_method" | "email_code" | "sms_code" | "passkey";

/** The entropy row facts the device rules need. */
export interface EntropyFacts {
  id: string;
  entropyId: string;
  recoveryMethod: RecoveryMethod;
  recoveryProofKey: string | null;
}

/** Methods whose recovery share the server can open itself: a new device needs an in-frame verification. */
export const isAutomaticRecovery = (method: RecoveryMethod) => method === "foyer" || method === "foyer-v2";

/**
 * What a new device signs with the key derived from the clear recovery share, to show it opened the share
 * with the user's password or cloud key. Bound to the app, wallet and device key, so it registers nothing else.
 */
export function deviceRegistrationMessage(appId: string, entropyId: string, thumbprint: string): Uint8Array {
  return new TextEncoder().encode(`foyer-wallet-device:v1:${appId}:${entropyId}:${thumbprint}`);
}

/**
 * The frame device keys of each wallet (entropy): which keys may fetch its shares, and the two ways a new
 * key is allowed after the wallet exists (a signature by the recovery share's key, or an email code typed
 * into the frame, see frameDeviceRoutes.ts).
 */
export class WalletDevices {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(deps: { db: Database; now: () => number }) {
    this.#db = deps.db;
    this.#now = deps.now;
  }

  /** The user's entropy row, or 404 embedded_wallet_not_found (also for another user's wallet). */
  async entropy(appId: string, userId: string, entropyId: string): Promise<EntropyFacts> {
    const [row] = await this.#db
      .select({
        id: embeddedWalletEntropies.id,
        entropyId: embeddedWalletEntropies.entropyId,
        recoveryMethod: embeddedWalletEntropies.recoveryMethod,
        recoveryProofKey: embeddedWalletEntropies.recoveryProofKey,
      })
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
    return { ...row, recoveryMethod: row.recoveryMethod as RecoveryMethod };
  }

  /**
   * Throws unless the proof's key is registered for this wallet. The refusal names the recovery method, so
   * the frame can ask for it (details.reason `device_not_registered`).
   */
  async requireRegistered(appId: string, userId: string, entropyId: string, proof: FrameProof): Promise<EntropyFacts> {
    const entropy = await this.entropy(appId, userId, entropyId);
    if (!(await this.isRegistered(entropy.id, proof.thumbprint))) {
      throw new FoyerError("missing_or_invalid_token", "This device is not registered for this wallet.", {
        details: { reason: "device_not_registered", recovery_method: entropy.recoveryMethod },
      });
    }
    return entropy;
  }

  async isRegistered(entropyRowId: string, thumbprint: string): Promise<boolean> {
    const rows = await this.#db
      .select({ id: embeddedWalletDevices.id })
      .from(embeddedWalletDevices)
      .where(
        and(eq(embeddedWalletDevices.entropyRowId, entropyRowId), eq(embeddedWalletDevices.thumbprint, thumbprint)),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Adds the key (idempotent); `db` is the caller's transaction when the registration rides on another write. */
  async register(
    entropyRowId: string,
    proof: FrameProof,
    by: DeviceRegistration,
    db: Database = this.#db,
  ): Promise<boolean> {
    const added = await db
      .insert(embeddedWalletDevices)
      .values({
        id: randomUUID(),
        entropyRowId,
        thumbprint: proof.thumbprint,
        publicJwk: { ...proof.jwk },
        registeredBy: by,
        createdAt: new Date(this.#now()),
      })
      .onConflictDoNothing()
      .returning({ id: embeddedWalletDevices.id });
    return added.length > 0;
  }

  /** Stores the recovery share's public key (creation, and every re-split) in the caller's transaction. */
  async setRecoveryProofKey(db: Database, entropyRowId: string, key: string): Promise<void> {
    await db
      .update(embeddedWalletEntropies)
      .set({ recoveryProofKey: key })
      .where(eq(embeddedWalletEntropies.id, entropyRowId));
  }

  /** Checks the new device's signature by the recovery share's key (false for a bad or absent key). */
  verifyRecoverySignature(appId: string, entropy: EntropyFacts, thumbprint: string, signature: string): boolean {
    if (!entropy.recoveryProofKey) return false;
    try {
      return ed25519.verify(
        base64urlnopad.decode(signature),
        deviceRegistrationMessage(appId, entropy.entropyId, thumbprint),
        base64urlnopad.decode(entropy.recoveryProofKey),
      );
    } catch {
      return false;
    }
  }

  /** The user's email address (their linked email account), where codes and new-device notices go. */
  emailOf(appId: string, userId: string): Promise<string | null> {
    return this.#linked(appId, userId, "email");
  }

  /** The user's phone number (linked phone account, E.164): where a code goes for a user without email. */
  phoneOf(appId: string, userId: string): Promise<string | null> {
    return this.#linked(appId, userId, "phone");
  }

  async #linked(appId: string, userId: string, type: "email" | "phone"): Promise<string | null> {
    const [row] = await this.#db
      .select({ subject: linkedAccounts.subject })
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.appId, appId), eq(linkedAccounts.userId, userId), eq(linkedAccounts.type, type)))
      .limit(1);
    return row?.subject ?? null;
  }
}
