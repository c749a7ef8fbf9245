import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { nonces } from "../db/schema.ts";

/**
 * Single-use values with an expiry (passkey challenges, spent captcha tokens, transfer nonces, SIWE
 * nonces, OAuth states). `consume` is one conditional UPDATE, so of any number of concurrent callers
 * presenting the same value exactly one wins, on every server instance sharing the database.
 */
export class Nonces {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Stores a value (random 128-bit base64url unless given) for `ttlMs`; returns it. Pass `db` (a
   * transaction) to make the value exist only if that transaction commits.
   */
  async issue(
    appId: string,
    purpose: string,
    options: { ttlMs: number; value?: string; payload?: Record<string, unknown>; db?: Database },
  ): Promise<string> {
    const value = options.value ?? randomBytes(16).toString("base64url");
    const now = this.#now();
    await (options.db ?? this.#db).insert(nonces).values({
      appId,
      purpose,
      value,
      payload: options.payload ?? {},
      createdAt: new Date(now),
      expiresAt: new Date(now + options.ttlMs),
    });
    return value;
  }

  /**
   * Marks a live value used and returns its payload, or null when it is unknown, expired or already used.
   * On a transaction (`db`), a rollback gives the value back.
   */
  async consume(
    appId: string,
    purpose: string,
    value: string,
    db: Database = this.#db,
  ): Promise<Record<string, unknown> | null> {
    const now = new Date(this.#now());
    const [row] = await db
      .update(nonces)
      .set({ consumedAt: now })
      .where(
        and(
          eq(nonces.appId, appId),
          eq(nonces.purpose, purpose),
          eq(nonces.value, value),
          isNull(nonces.consumedAt),
          gt(nonces.expiresAt, now),
        ),
      )
      .returning({ payload: nonces.payload });
    return row ? row.payload : null;
  }

  /** The payload of a live, unused value without using it up; null when unknown, expired or used. */
  async peek(appId: string, purpose: string, value: string): Promise<Record<string, unknown> | null> {
    const now = new Date(this.#now());
    const [row] = await this.#db
      .select({ payload: nonces.payload })
      .from(nonces)
      .where(
        and(
          eq(nonces.appId, appId),
          eq(nonces.purpose, purpose),
          eq(nonces.value, value),
          isNull(nonces.consumedAt),
          gt(nonces.expiresAt, now),
        ),
      );
    return row ? row.payload : null;
  }

  /**
   * Records a value as used right away, for tokens minted elsewhere (e.g. a captcha token): true the
   * first time, false when it was seen before. Relies on the primary key, so it is atomic too.
   */
  async spend(appId: string, purpose: string, value: string, ttlMs: number): Promise<boolean> {
    const now = this.#now();
    const inserted = await this.#db
      .insert(nonces)
      .values({
        appId,
        purpose,
        value,
        createdAt: new Date(now),
        expiresAt: new Date(now + ttlMs),
        consumedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ value: nonces.value });
    return inserted.length === 1;
  }

  /** Deletes values that expired before `olderThanMs` ago (housekeeping). */
  async prune(olderThanMs = 0): Promise<void> {
    await this.#db.delete(nonces).where(lt(nonces.expiresAt, new Date(this.#now() - olderThanMs)));
  }
}
