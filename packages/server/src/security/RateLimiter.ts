import { FoyerError } from "@foyer/core";
import { sql } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { rateLimits } from "../db/schema.ts";

/** One hit on each of `keys` keys (placeholders key0, key1, ...; now, nowIso, windowOpen). */
function upsertQuery(db: Database, keys: number) {
  const windowOpen = sql.placeholder("windowOpen");
  return db
    .insert(rateLimits)
    .values(
      Array.from({ length: keys }, (_, index) => ({
        key: sql.placeholder(`key${index}`),
        windowStart: sql.placeholder("now"),
        count: 1,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then ${sql.placeholder("nowIso")} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, windowStart: rateLimits.windowStart })
    .prepare(`foyer_rate_limit_${keys}`);
}

/**
 * Fixed-window counters kept in the database. One INSERT ... ON CONFLICT DO UPDATE ... RETURNING per
 * hit is atomic, so a cap holds across every server instance sharing the database.
 */
export class RateLimiter {
  readonly #db: Database;
  readonly #now: () => number;
  /** The prepared upsert per number of keys (named: PostgreSQL plans each once per connection). */
  readonly #upserts = new Map<number, ReturnType<typeof upsertQuery>>();

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  #upsert(keys: number): ReturnType<typeof upsertQuery> {
    let query = this.#upserts.get(keys);
    if (!query) {
      query = upsertQuery(this.#db, keys);
      this.#upserts.set(keys, query);
    }
    return query;
  }

  /**
   * Counts one hit on `key`; throws 429 too_many_requests (with `retryAfter` seconds) past `limit` hits in
   * the current window.
   */
  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    await this.hitAll([{ key, limit }], windowMs);
  }

  /**
   * Counts one hit on each key, all in one statement (one round trip); throws 429 too_many_requests when
   * any of them is past its limit (`retryAfter`: the longest wait). Every key is counted, even when another
   * one is over.
   */
  async hitAll(hits: readonly { key: string; limit: number }[], windowMs: number): Promise<void> {
    const now = new Date(this.#now());
    const params: Record<string, unknown> = {
      now,
      // ISO strings, not Dates, in raw SQL: both drivers bind them the same way.
      nowIso: now.toISOString(),
      windowOpen: new Date(now.getTime() - windowMs).toISOString(),
    };
    hits.forEach((hit, index) => {
      params[`key${index}`] = hit.key;
    });
    const rows = await this.#upsert(hits.length).execute(params);
    let retryAfterMs = 0;
    for (const row of rows) {
      const limit = hits.find((hit) => hit.key === row.key)?.limit ?? Number.POSITIVE_INFINITY;
      if (row.count > limit)
        retryAfterMs = Math.max(retryAfterMs, row.windowStart.getTime() + windowMs - now.getTime());
    }
    if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs);
  }
}

/** 429 too_many_requests carrying `retry_after` seconds (also sent as the Retry-After header). */
export function tooManyRequests(retryAfterMs: number): FoyerError {
  return new FoyerError("too_many_requests", undefined, {
    details: { retry_after: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  });
}
