import { randomBytes, randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS, FoyerError, REFRESH_REUSE_GRACE_MS } from "@foyer/core";
import { and, eq, isNull, sql } from "drizzle-orm";
import { createLocalJWKSet, type JWTVerifyGetKey, jwtVerify, SignJWT } from "jose";
import type { Database } from "../db/Database.ts";
import { queryRows } from "../db/queryRows.ts";
import { refreshTokens, sessions } from "../db/schema.ts";
import { SecretHasher } from "../security/SecretHasher.ts";
import type { AuthContext } from "./AuthContext.ts";
import { SIGNING_ALGORITHM, type SigningKeys } from "./SigningKeys.ts";

/** A refresh token unused for this long expires (sliding: each rotation starts a new period). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

export interface IssuedTokens {
  userId: string;
  sessionId: string;
  token: string;
  refreshToken: string;
}

const invalidToken = () => new FoyerError("missing_or_invalid_token");

/** 256 random bits: unguessable, so a plain SHA-256 at rest is enough. */
const newRefreshToken = () => randomBytes(32).toString("base64url");

/**
 * Sessions: ES256 access tokens (1 h, aud = app id, sub = user, sid = session), opaque refresh tokens
 * stored as SHA-256 hashes and rotated on every use, revocation checked on every authenticated call.
 */
export class SessionService {
  readonly #db: Database;
  readonly #keys: SigningKeys;
  /** A verifier over the keys' current JWKS, rebuilt when the document changes (a rotation). */
  #jwks: { source: object; getKey: JWTVerifyGetKey } | null = null;
  #refreshedAt = Number.NEGATIVE_INFINITY;
  readonly #now: () => number;
  /** `iss` of an app's tokens. */
  readonly #issuer: (appId: string) => string;
  /** The check of every authenticated request, prepared once (named: PostgreSQL plans it once per connection). */
  readonly #liveSession;

  constructor(db: Database, keys: SigningKeys, now: () => number, issuer: (appId: string) => string) {
    this.#db = db;
    this.#keys = keys;
    this.#now = now;
    this.#issuer = issuer;
    this.#liveSession = db
      .select({ userId: sessions.userId, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder("sid")))
      .limit(1)
      .prepare("foyer_live_session");
  }

  /**
   * Opens a session for a user; pass the sign-in transaction so the session commits with the sign-in. The
   * session and its first refresh token are written by one statement.
   */
  async open(db: Database, appId: string, userId: string): Promise<IssuedTokens> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    const now = this.#now();
    await db.execute(sql`
      with opened as (
        insert into sessions (id, app_id, user_id, created_at)
        values (${sessionId}::uuid, ${appId}, ${userId}::uuid, ${new Date(now).toISOString()}::timestamptz)
        returning id
      )
      insert into refresh_tokens (token_hash, session_id, created_at, expires_at)
      select ${SecretHasher.sha256(refreshToken)}, id, ${new Date(now).toISOString()}::timestamptz,
        ${new Date(now + REFRESH_TOKEN_TTL_MS).toISOString()}::timestamptz from opened`);
    return { userId, sessionId, refreshToken, token: await this.#sign(appId, userId, sessionId) };
  }

  /**
   * Rotates a refresh token. One statement claims it (a conditional UPDATE, so of two concurrent uses
   * exactly one claims it), checks the session (live, this app's) and inserts the next token: the rotation
   * is atomic and one round trip. When nothing was claimed, the other case is worked out: a token used less
   * than the grace ago (two tabs racing) gets its own fresh pair; one used longer ago is a replay and the
   * whole session is revoked.
   */
  async refresh(appId: string, refreshToken: string): Promise<IssuedTokens> {
    const now = this.#now();
    const nowIso = new Date(now).toISOString();
    const tokenHash = SecretHasher.sha256(refreshToken);
    const nextRefreshToken = newRefreshToken();
    const [rotated] = await queryRows<{ session_id: string; user_id: string }>(
      this.#db,
      sql`
      with claimed as (
        update refresh_tokens set used_at = ${nowIso}::timestamptz
        where token_hash = ${tokenHash} and used_at is null and expires_at > ${nowIso}::timestamptz
        returning session_id
      ), live as (
        select s.id, s.user_id from sessions s join claimed on claimed.session_id = s.id
        where s.revoked_at is null and s.app_id = ${appId}
      ), next as (
        insert into refresh_tokens (token_hash, session_id, created_at, expires_at)
        select ${SecretHasher.sha256(nextRefreshToken)}, id, ${nowIso}::timestamptz,
          ${new Date(now + REFRESH_TOKEN_TTL_MS).toISOString()}::timestamptz from live
      )
      select id as session_id, user_id from live`,
    );
    if (rotated) {
      return {
        userId: rotated.user_id,
        sessionId: rotated.session_id,
        refreshToken: nextRefreshToken,
        token: await this.#sign(appId, rotated.user_id, rotated.session_id),
      };
    }
    return this.#refreshUnclaimed(appId, tokenHash, new Date(now));
  }

  /** The refresh of a token that could not be claimed: used within the grace, replayed, or unknown. */
  async #refreshUnclaimed(appId: string, tokenHash: string, now: Date): Promise<IssuedTokens> {
    const [row] = await this.#db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    if (!row?.usedAt || row.expiresAt <= now) throw invalidToken();
    if (now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await this.#revoke(row.sessionId, now, "refresh_token_reuse");
      throw invalidToken();
    }
    const sessionId = row.sessionId;
    const [session] = await this.#db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    if (!session || session.revokedAt || session.appId !== appId) throw invalidToken();
    const nextRefreshToken = newRefreshToken();
    await this.#db.insert(refreshTokens).values({
      tokenHash: SecretHasher.sha256(nextRefreshToken),
      sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return {
      userId: session.userId,
      sessionId,
      refreshToken: nextRefreshToken,
      token: await this.#sign(appId, session.userId, sessionId),
    };
  }

  /** Revokes the session of a refresh token (used or not). Unknown tokens are ignored: logout is idempotent. */
  async logout(appId: string, refreshToken: string): Promise<void> {
    const [row] = await this.#db
      .select({ sessionId: refreshTokens.sessionId, appId: sessions.appId })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, SecretHasher.sha256(refreshToken)))
      .limit(1);
    if (row && row.appId === appId) await this.#revoke(row.sessionId, new Date(this.#now()), "logout");
  }

  /** Verifies signature, issuer, audience (the app), expiry, and that the session is still live. */
  async verifyAccessToken(appId: string, token: string): Promise<AuthContext> {
    let sub: string | undefined;
    let sid: unknown;
    try {
      const verify = () =>
        jwtVerify(token, this.#verifier(), {
          audience: appId,
          issuer: this.#issuer(appId),
          algorithms: [SIGNING_ALGORITHM],
          currentDate: new Date(this.#now()),
        });
      // A kid this instance does not know yet: another instance may have rotated; read the keys once again.
      const { payload } = await verify().catch(async (error: unknown) => {
        // At most one read per 10 s, so tokens with made-up kids cannot make every request read the database.
        const now = this.#now();
        if ((error as { code?: string }).code !== "ERR_JWKS_NO_MATCHING_KEY" || now - this.#refreshedAt < 10_000) {
          throw error;
        }
        this.#refreshedAt = now;
        await this.#keys.refresh();
        return verify();
      });
      sub = payload.sub;
      sid = payload.sid;
    } catch {
      throw invalidToken();
    }
    if (typeof sub !== "string" || typeof sid !== "string") throw invalidToken();
    const [session] = await this.#liveSession.execute({ sid });
    if (!session || session.revokedAt || session.userId !== sub) throw invalidToken();
    return { userId: sub, sessionId: sid };
  }

  #verifier(): JWTVerifyGetKey {
    const source = this.#keys.jwks;
    if (this.#jwks?.source !== source) this.#jwks = { source, getKey: createLocalJWKSet(source) };
    return this.#jwks.getKey;
  }

  async #revoke(sessionId: string, now: Date, reason: string): Promise<void> {
    await this.#db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  #sign(appId: string, userId: string, sessionId: string): Promise<string> {
    const issuedAt = Math.floor(this.#now() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.#keys.kid, typ: "JWT" })
      .setIssuer(this.#issuer(appId))
      .setAudience(appId)
      .setSubject(userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.#keys.privateKey);
  }
}
