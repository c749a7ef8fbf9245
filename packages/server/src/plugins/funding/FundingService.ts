import type { FundingProvider } from "@foyer/core";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { analyticsEvents, linkedAccounts, nonces } from "../../db/schema.ts";

/** How long a provider event stays known, so a late duplicate delivery is still recognised. */
const EVENT_MEMORY_MS = 30 * 24 * 60 * 60_000;
/** How long a Coinbase partner user ref stays bound to the user who opened it. */
const PARTNER_REF_TTL_MS = 24 * 60 * 60_000;

/** A provider's status change as a verified webhook reports it. */
export interface ProviderEvent {
  provider: FundingProvider;
  /** The provider's transaction id. */
  transactionId: string;
  status: string;
  /** Coinbase partnerUserRef or MoonPay externalTransactionId: what ties it to a Foyer funding flow. */
  reference: string | null;
  txHash: string | null;
}

/**
 * State the funding routes keep in the database: which Coinbase partner refs belong to which user, and the
 * provider events already taken in (each (provider, transaction, status) once, whatever the number of
 * deliveries). Both sit in the shared single-use `nonces` table; an INSERT ... ON CONFLICT DO NOTHING decides
 * atomically which of two concurrent deliveries is the first.
 */
export class FundingService {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** True when the wallet address is one of the user's (embedded or linked), so we never sign for someone else's. */
  async ownsAddress(appId: string, userId: string, address: string): Promise<boolean> {
    const subject = address.startsWith("0x") ? address.toLowerCase() : address;
    const [row] = await this.#db
      .select({ id: linkedAccounts.id })
      .from(linkedAccounts)
      .where(
        and(
          eq(linkedAccounts.appId, appId),
          eq(linkedAccounts.userId, userId),
          eq(linkedAccounts.type, "wallet"),
          eq(linkedAccounts.subject, subject),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async rememberPartnerRef(appId: string, userId: string, ref: string): Promise<void> {
    const now = this.#now();
    await this.#db.insert(nonces).values({
      appId,
      purpose: "coinbase_partner_ref",
      value: ref,
      payload: { userId },
      createdAt: new Date(now),
      expiresAt: new Date(now + PARTNER_REF_TTL_MS),
    });
  }

  /** The user a partner ref was opened for, or null when unknown or expired. */
  async partnerRefOwner(appId: string, ref: string): Promise<string | null> {
    const [row] = await this.#db
      .select({ payload: nonces.payload, expiresAt: nonces.expiresAt })
      .from(nonces)
      .where(and(eq(nonces.appId, appId), eq(nonces.purpose, "coinbase_partner_ref"), eq(nonces.value, ref)))
      .limit(1);
    if (!row || row.expiresAt.getTime() <= this.#now()) return null;
    return typeof row.payload.userId === "string" ? row.payload.userId : null;
  }

  /**
   * Takes in a verified provider event once: the first delivery of a (provider, transaction, status) is
   * recorded (analytics event `funding_provider_status`) and answers true; any later delivery of the same
   * event answers false and records nothing.
   */
  async recordEvent(appId: string, event: ProviderEvent): Promise<boolean> {
    const now = this.#now();
    return this.#db.transaction(async (tx) => {
      const inserted = await tx
        .insert(nonces)
        .values({
          appId,
          purpose: "funding_event",
          value: `${event.provider}:${event.transactionId}:${event.status}`,
          payload: {},
          createdAt: new Date(now),
          expiresAt: new Date(now + EVENT_MEMORY_MS),
        })
        .onConflictDoNothing()
        .returning({ value: nonces.value });
      if (inserted.length === 0) return false;
      await tx.insert(analyticsEvents).values({
        appId,
        eventName: "funding_provider_status",
        clientId: null,
        payload: {
          provider: event.provider,
          transaction_id: event.transactionId,
          status: event.status,
          reference: event.reference,
          tx_hash: event.txHash,
        },
        createdAt: new Date(now),
      });
      return true;
    });
  }
}
