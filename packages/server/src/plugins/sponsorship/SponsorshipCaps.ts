import { sql } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { rateLimits } from "../../db/schema.ts";

/**
 * Daily sponsorship caps as counters in the database (the rate-limit table, one row per key and UTC day).
 * `reserve` is one INSERT ... ON CONFLICT DO UPDATE ... WHERE count < cap RETURNING: atomic, so two tabs or
 * two server instances can never relay more than the cap; `release` gives a slot back when the relay failed
 * before anything was sent.
 */
export class SponsorshipCaps {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** The key of a counter for today (UTC). */
  key(scope: string): string {
    return `sponsorship:${scope}:${new Date(this.#now()).toISOString().slice(0, 10)}`;
  }

  /** Takes one slot under `cap`; false when the cap is reached (nothing is counted then). */
  async reserve(key: string, cap: number): Promise<boolean> {
    if (cap <= 0) return false;
    const rows = await this.#db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(this.#now()), count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: sql`${rateLimits.count} + 1` },
        setWhere: sql`${rateLimits.count} < ${cap}`,
      })
      .returning({ count: rateLimits.count });
    return rows.length > 0;
  }

  /** Gives back one slot of `key`. */
  async release(key: string): Promise<void> {
    await this.#db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.count} > 0`);
  }

  /** Slots used today under `key`. */
  async used(key: string): Promise<number> {
    const rows = await this.#db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key}`);
    return rows[0]?.count ?? 0;
  }
}
