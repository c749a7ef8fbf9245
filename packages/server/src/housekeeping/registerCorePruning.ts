import { and, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { devMessages, nonces, otpCodes, rateLimits, refreshTokens, sessions } from "../db/schema.ts";
import type { Housekeeping } from "./Housekeeping.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long rows outlive their expiry. A day covers every window that reads an expired row (rate-limit
 * windows are an hour, a code's failure count matters while its destination is locked, an access token
 * of a revoked session lives an hour); the dev mailbox keeps a week.
 */
export const CORE_RETENTION_MS = { grace: DAY_MS, devMessages: 7 * DAY_MS } as const;

/** Rows a DELETE ... RETURNING removed. */
const counted = async (rows: Promise<unknown[]>) => (await rows).length;

/**
 * The core's tables register their own pruning: single-use values (nonces, also the spent Telegram
 * payloads and captcha tokens), one-time codes, rate-limit windows, refresh tokens, sessions that can no
 * longer be used, dev mailbox messages. Plugins register theirs through `ctx.housekeeping`.
 */
export function registerCorePruning(housekeeping: Housekeeping, db: Database): void {
  housekeeping.register("nonces", (now) =>
    counted(
      db
        .delete(nonces)
        .where(lt(nonces.expiresAt, new Date(now)))
        .returning({ value: nonces.value }),
    ),
  );
  housekeeping.register("otp_codes", (now) =>
    counted(
      db
        .delete(otpCodes)
        .where(
          and(
            lt(otpCodes.expiresAt, new Date(now - CORE_RETENTION_MS.grace)),
            or(isNull(otpCodes.lockedUntil), lt(otpCodes.lockedUntil, new Date(now))),
          ),
        )
        .returning({ destination: otpCodes.destination }),
    ),
  );
  housekeeping.register("rate_limits", (now) =>
    counted(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(now - CORE_RETENTION_MS.grace)))
        .returning({ key: rateLimits.key }),
    ),
  );
  housekeeping.register("refresh_tokens", (now) =>
    counted(
      db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, new Date(now)))
        .returning({ tokenHash: refreshTokens.tokenHash }),
    ),
  );
  // A session with no refresh token left was last refreshed a token lifetime ago: its access tokens
  // (an hour) are long dead. A revoked one is dead once its last access token is.
  housekeeping.register("sessions", (now) => {
    const cutoff = new Date(now - CORE_RETENTION_MS.grace);
    const hasToken = db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(sql`${refreshTokens.sessionId} = ${sessions.id}`);
    return counted(
      db
        .delete(sessions)
        .where(
          or(
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)),
            and(lt(sessions.createdAt, cutoff), notExists(hasToken)),
          ),
        )
        .returning({ id: sessions.id }),
    );
  });
  housekeeping.register("dev_messages", (now) =>
    counted(
      db
        .delete(devMessages)
        .where(lt(devMessages.createdAt, new Date(now - CORE_RETENTION_MS.devMessages)))
        .returning({ id: devMessages.id }),
    ),
  );
}
