import { randomInt } from "node:crypto";
import {
  CODE_DESTINATION_LOCK_MS,
  CODE_DESTINATION_MAX_FAILURES,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
  FoyerError,
} from "@foyer/core";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { otpCodes } from "../db/schema.ts";
import { tooManyRequests } from "./RateLimiter.ts";
import { SecretHasher } from "./SecretHasher.ts";

/** A code that can no longer succeed (used, expired or killed by wrong tries): only a new one helps. */
const codeExpired = () => new FoyerError("invalid_credentials", undefined, { details: { reason: "code_expired" } });

/** Where a code goes: one row per (app, channel, normalised address). */
export interface CodeDestination {
  appId: string;
  channel: "email" | "sms" | "whatsapp";
  address: string;
}

const where = (d: CodeDestination) =>
  and(eq(otpCodes.appId, d.appId), eq(otpCodes.channel, d.channel), eq(otpCodes.destination, d.address));

/**
 * A new code for a destination, replacing the previous one. The WHERE of the upsert is the cooldown and lock
 * check: no row returned means refused, atomically.
 */
function issueQuery(db: Database) {
  return db
    .insert(otpCodes)
    .values({
      appId: sql.placeholder("appId"),
      channel: sql.placeholder("channel"),
      destination: sql.placeholder("destination"),
      codeHash: sql.placeholder("codeHash"),
      expiresAt: sql.placeholder("expiresAt"),
      attempts: 0,
      lastSentAt: sql.placeholder("now"),
    })
    .onConflictDoUpdate({
      target: [otpCodes.appId, otpCodes.channel, otpCodes.destination],
      // The row the INSERT proposed: the new code, its expiry, no tries yet, sent now.
      set: {
        codeHash: sql`excluded.code_hash`,
        expiresAt: sql`excluded.expires_at`,
        attempts: sql`excluded.attempts`,
        lastSentAt: sql`excluded.last_sent_at`,
      },
      setWhere: sql`(${otpCodes.lastSentAt} is null or ${otpCodes.lastSentAt} <= ${sql.placeholder("cooldownOver")})
        and (${otpCodes.lockedUntil} is null or ${otpCodes.lockedUntil} <= ${sql.placeholder("nowIso")})`,
    })
    .returning({ appId: otpCodes.appId })
    .prepare("foyer_code_issue");
}

/**
 * One-time codes (DESIGN.md security rules): 6 CSPRNG digits stored as an HMAC, valid 10 minutes, single
 * use; a resend replaces the code in place (only the latest counts) after a 30 s cooldown; 5 wrong tries
 * kill a code; 20 wrong tries on a destination, counted across resends, lock it for 15 minutes. Every
 * check-and-change is one atomic statement or a transaction holding the row lock, so the rules hold with
 * concurrent requests and across server instances.
 */
export class OneTimeCodes {
  readonly #db: Database;
  readonly #hasher: SecretHasher;
  readonly #now: () => number;
  /** issue's upsert, built once (named: PostgreSQL plans it once per connection). */
  readonly #issue: ReturnType<typeof issueQuery>;

  constructor(db: Database, hasher: SecretHasher, now: () => number) {
    this.#db = db;
    this.#hasher = hasher;
    this.#now = now;
    this.#issue = issueQuery(db);
  }

  /**
   * Creates the code to send, replacing any previous one. Throws 429 too_many_requests (retry_after =
   * seconds left) during the resend cooldown or while the destination is locked.
   */
  async issue(destination: CodeDestination): Promise<string> {
    const now = this.#now();
    const code = randomInt(0, 10 ** CODE_LENGTH)
      .toString()
      .padStart(CODE_LENGTH, "0");
    const [issued] = await this.#issue.execute({
      appId: destination.appId,
      channel: destination.channel,
      destination: destination.address,
      codeHash: this.#hash(destination, code),
      expiresAt: new Date(now + CODE_TTL_MS),
      now: new Date(now),
      cooldownOver: new Date(now - CODE_RESEND_COOLDOWN_MS).toISOString(),
      nowIso: new Date(now).toISOString(),
    });
    if (issued) return code;
    const [row] = await this.#db.select().from(otpCodes).where(where(destination)).limit(1);
    const lockedFor = row?.lockedUntil ? row.lockedUntil.getTime() - now : 0;
    const coolingFor = row?.lastSentAt ? row.lastSentAt.getTime() + CODE_RESEND_COOLDOWN_MS - now : 0;
    throw tooManyRequests(Math.max(lockedFor, coolingFor));
  }

  /**
   * Lets a sender retry at once when delivery failed: the unsent code is dropped and the cooldown lifted.
   */
  async cancel(destination: CodeDestination): Promise<void> {
    await this.#db.update(otpCodes).set({ codeHash: null, lastSentAt: null }).where(where(destination));
  }

  /**
   * Checks a code and, when it matches, runs `action` in the same transaction; the code is consumed only
   * if the action succeeds (a throw rolls the consumption back). The right code is claimed by one
   * conditional UPDATE, which takes the destination's row lock: of concurrent submissions of one valid
   * code, exactly one claims it and runs the action. Only when nothing was claimed is the row read (locked,
   * SELECT ... FOR UPDATE) to tell why: a wrong, expired or used code answers 401 invalid_credentials, a
   * wrong one counting as a failure; a locked destination answers 429 too_many_requests.
   */
  async verify<T>(destination: CodeDestination, code: string, action: (tx: Database) => Promise<T>): Promise<T> {
    const outcome = await this.#db.transaction(
      async (tx): Promise<{ ok: true; value: T } | { ok: false; error: FoyerError }> => {
        const now = this.#now();
        const nowIso = new Date(now).toISOString();
        const claimed = await tx
          .update(otpCodes)
          // A used code holds no cooldown: logging out and straight back in with the same address must work.
          .set({ codeHash: null, attempts: 0, failures: 0, lastSentAt: null })
          .where(
            and(
              where(destination),
              eq(otpCodes.codeHash, this.#hash(destination, code)),
              sql`${otpCodes.expiresAt} > ${nowIso}`,
              sql`(${otpCodes.lockedUntil} is null or ${otpCodes.lockedUntil} <= ${nowIso})`,
            ),
          )
          .returning({ appId: otpCodes.appId });
        if (claimed.length > 0) return { ok: true, value: await action(tx) };
        return { ok: false, error: await this.#refusal(tx, destination, code, now) };
      },
    );
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  /** Why a code was not claimed, with a wrong try recorded (it commits: the refusal is returned, not thrown). */
  async #refusal(tx: Database, destination: CodeDestination, code: string, now: number): Promise<FoyerError> {
    const [row] = await tx.select().from(otpCodes).where(where(destination)).for("update");
    if (!row) return new FoyerError("invalid_credentials");
    if (row.lockedUntil && row.lockedUntil.getTime() > now) return tooManyRequests(row.lockedUntil.getTime() - now);
    // Without a live code nothing can be guessed, so no failure is counted (a double submit or a stale
    // tab must not push the owner towards a lock). The answer says the code is dead, so the screen
    // offers a new one instead of "Incorrect code" for a right code typed too late.
    if (row.codeHash === null || row.expiresAt.getTime() <= now) return codeExpired();
    // Claimed by another request between the UPDATE and this read: the code is not wrong, just used.
    if (SecretHasher.equal(this.#hash(destination, code), row.codeHash)) return codeExpired();
    // Wrong answers are recorded and committed: the failure is returned, not thrown (a throw rolls back).
    const attempts = row.attempts + 1;
    const failures = row.failures + 1;
    const lock = failures >= CODE_DESTINATION_MAX_FAILURES;
    const dead = attempts >= CODE_MAX_ATTEMPTS;
    await tx
      .update(otpCodes)
      .set({
        attempts,
        codeHash: dead ? null : row.codeHash,
        // A killed code lifts the resend cooldown: only a new code helps, so it may be sent at once
        // (the hourly send caps and the destination lock still hold).
        ...(dead ? { lastSentAt: null } : {}),
        failures: lock ? 0 : failures,
        lockedUntil: lock ? new Date(now + CODE_DESTINATION_LOCK_MS) : null,
      })
      .where(where(destination));
    return dead ? codeExpired() : new FoyerError("invalid_credentials");
  }

  #hash(destination: CodeDestination, code: string): string {
    return this.#hasher.hmac(`${destination.appId}\0${destination.channel}\0${destination.address}`, code);
  }
}
