import { randomUUID } from "node:crypto";
import { FoyerError, type WireLinkedAccount, type WireUser } from "@foyer/core";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { queryRows } from "../../db/queryRows.ts";
import { linkedAccounts, users } from "../../db/schema.ts";
import { toWireLinkedAccount } from "./toWireLinkedAccount.ts";

/** A login method as stored: its kind and normalised identifier (plus method data such as a passkey's key). */
export interface AccountKey {
  type: string;
  subject: string;
  /** Stored in linked_accounts.details when the account is created (never overwritten by a re-link). */
  details?: Record<string, unknown>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A linked account as toWire's JSON aggregate carries it: times in epoch milliseconds. */
type JsonAccount = Omit<typeof linkedAccounts.$inferSelect, "createdAt" | "firstVerifiedAt" | "latestVerifiedAt"> & {
  createdAt: number;
  firstVerifiedAt: number;
  latestVerifiedAt: number;
};

/** A timestamptz as epoch milliseconds (a JSON number; JSON has no date type). */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Postgres unique_violation: the (app, type, subject) index caught a race. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** toWire's statement on one database handle: the user, accounts and MFA methods (JSON aggregates). */
function wireQuery(db: Database) {
  return db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      hasAcceptedTerms: users.hasAcceptedTerms,
      isGuest: users.isGuest,
      customMetadata: users.customMetadata,
      accounts: sql<JsonAccount[]>`coalesce((
        select json_agg(json_build_object(
          'id', la.id, 'appId', la.app_id, 'userId', la.user_id, 'type', la.type, 'subject', la.subject,
          'details', la.details, 'createdAt', ${epochMs(sql`la.created_at`)},
          'firstVerifiedAt', ${epochMs(sql`la.first_verified_at`)},
          'latestVerifiedAt', ${epochMs(sql`la.latest_verified_at`)}
        ) order by la.created_at, la.id)
        from linked_accounts la where la.user_id = "users"."id"), '[]'::json)`,
      mfa: sql<string[]>`coalesce((
        select json_agg(distinct m.method) from mfa_methods m where m.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("foyer_user_wire");
}

/** Users and their linked accounts. Every method takes the Database to run on, so callers can pass a transaction. */
export class UserService {
  readonly #now: () => number;
  /** toWire's prepared statement per database handle (the server's, or a transaction's). */
  readonly #wireQueries = new WeakMap<Database, ReturnType<typeof wireQuery>>();

  constructor(now: () => number) {
    this.#now = now;
  }

  /** The user holding an account, or null. */
  async findByAccount(db: Database, appId: string, account: AccountKey): Promise<string | null> {
    const [row] = await db
      .select({ userId: linkedAccounts.userId })
      .from(linkedAccounts)
      .where(
        and(
          eq(linkedAccounts.appId, appId),
          eq(linkedAccounts.type, account.type),
          eq(linkedAccounts.subject, account.subject),
        ),
      )
      .limit(1);
    return row?.userId ?? null;
  }

  /**
   * Creates a user holding one verified account, in one statement, and answers the user as the wire
   * carries it (built from what the statement returned: nothing else can hold the new user yet).
   */
  async create(db: Database, appId: string, account: AccountKey): Promise<WireUser> {
    const id = randomUUID();
    const now = new Date(this.#now());
    const nowIso = now.toISOString();
    const row = {
      id: randomUUID(),
      appId,
      userId: id,
      type: account.type,
      subject: account.subject,
      details: account.details ?? {},
      createdAt: now,
      firstVerifiedAt: now,
      latestVerifiedAt: now,
    };
    let created: { has_accepted_terms: boolean; is_guest: boolean; custom_metadata: WireUser["custom_metadata"] };
    try {
      [created] = (await queryRows<typeof created>(
        db,
        sql`
        with created as (
          insert into users (id, app_id, created_at) values (${id}::uuid, ${appId}, ${nowIso}::timestamptz)
          returning id, has_accepted_terms, is_guest, custom_metadata
        ), account as (
          insert into linked_accounts
            (id, app_id, user_id, type, subject, details, created_at, first_verified_at, latest_verified_at)
          select ${row.id}::uuid, ${appId}, id, ${row.type}, ${row.subject}, ${JSON.stringify(row.details)}::jsonb,
            ${nowIso}::timestamptz, ${nowIso}::timestamptz, ${nowIso}::timestamptz from created
        )
        select has_accepted_terms, is_guest, custom_metadata from created`,
      )) as [typeof created];
    } catch (error) {
      if (isUniqueViolation(error)) throw new FoyerError("linked_to_another_user");
      throw error;
    }
    const linked = toWireLinkedAccount(row);
    return {
      id,
      created_at: seconds(now),
      linked_accounts: linked ? [linked] : [],
      mfa_methods: [],
      has_accepted_terms: created.has_accepted_terms,
      is_guest: created.is_guest,
      custom_metadata: created.custom_metadata,
    };
  }

  /** Creates a guest user: no login method yet, `is_guest` until they link one (SignIn.link). */
  async createGuest(db: Database, appId: string): Promise<string> {
    const id = randomUUID();
    await db.insert(users).values({ id, appId, createdAt: new Date(this.#now()), isGuest: true });
    return id;
  }

  /** A user who links a login method is no longer a guest. */
  async clearGuest(db: Database, userId: string): Promise<void> {
    await db
      .update(users)
      .set({ isGuest: false })
      .where(and(eq(users.id, userId), eq(users.isGuest, true)));
  }

  /**
   * Records a fresh verification of an account and answers who holds it (null: nobody, nothing written):
   * the lookup and the update of a returning sign-in in one statement.
   */
  async verifiedHolder(db: Database, appId: string, account: AccountKey): Promise<string | null> {
    const [row] = await db
      .update(linkedAccounts)
      .set({ latestVerifiedAt: new Date(this.#now()) })
      .where(
        and(
          eq(linkedAccounts.appId, appId),
          eq(linkedAccounts.type, account.type),
          eq(linkedAccounts.subject, account.subject),
        ),
      )
      .returning({ userId: linkedAccounts.userId });
    return row?.userId ?? null;
  }

  /** Records a fresh verification of an account the user already holds. */
  async markVerified(db: Database, appId: string, account: AccountKey): Promise<void> {
    await db
      .update(linkedAccounts)
      .set({ latestVerifiedAt: new Date(this.#now()) })
      .where(
        and(
          eq(linkedAccounts.appId, appId),
          eq(linkedAccounts.type, account.type),
          eq(linkedAccounts.subject, account.subject),
        ),
      );
  }

  /**
   * Links a verified account to a user. Held by someone else: 409 linked_to_another_user; the user already
   * has `maxOfType` accounts of that kind: 400 cannot_link_more_of_type; already the user's: refreshed.
   */
  async link(db: Database, appId: string, userId: string, account: AccountKey, maxOfType: number): Promise<void> {
    // The user's row lock serialises this user's concurrent links, so two parallel links cannot both pass
    // the per-type count; the unique index settles races between different users.
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    // The user was deleted after the request was authenticated (an account transfer, another tab).
    if (!holder) throw new FoyerError("failed_to_link_account");
    const owner = await this.findByAccount(db, appId, account);
    if (owner === userId) return this.markVerified(db, appId, account);
    if (owner) throw new FoyerError("linked_to_another_user");
    await this.assertRoomFor(db, userId, account.type, maxOfType);
    await this.#insertAccount(db, appId, userId, account);
  }

  /** 400 cannot_link_more_of_type when the user already holds `maxOfType` accounts of `type`. */
  async assertRoomFor(db: Database, userId: string, type: string, maxOfType: number): Promise<void> {
    const sameType = await db
      .select({ subject: linkedAccounts.subject })
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.type, type)));
    if (sameType.length >= maxOfType) throw new FoyerError("cannot_link_more_of_type");
  }

  /** The holder of an account, with the account row locked until the transaction ends (or null). */
  async lockAccountOwner(db: Database, appId: string, account: AccountKey): Promise<string | null> {
    const [row] = await db
      .select({ userId: linkedAccounts.userId })
      .from(linkedAccounts)
      .where(
        and(
          eq(linkedAccounts.appId, appId),
          eq(linkedAccounts.type, account.type),
          eq(linkedAccounts.subject, account.subject),
        ),
      )
      .for("update");
    return row?.userId ?? null;
  }

  /**
   * Moves an account to another user (account transfer), as a fresh verification for them. No per-kind
   * cap: the previous holder is deleted in the same transaction, so nothing is left unreachable.
   */
  async moveAccount(db: Database, appId: string, account: AccountKey, toUserId: string): Promise<void> {
    await db
      .update(linkedAccounts)
      .set({ userId: toUserId, latestVerifiedAt: new Date(this.#now()) })
      .where(
        and(
          eq(linkedAccounts.appId, appId),
          eq(linkedAccounts.type, account.type),
          eq(linkedAccounts.subject, account.subject),
        ),
      );
  }

  /** Deletes a user; their accounts, sessions and refresh tokens go with them (ON DELETE CASCADE). */
  async delete(db: Database, userId: string): Promise<void> {
    await db.delete(users).where(eq(users.id, userId));
  }

  /** Number of users of an app (the user cap counts them). */
  async count(db: Database, appId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.appId, appId));
    return row?.n ?? 0;
  }

  /**
   * Removes an account from a user. Refused (400 failed_to_update_account) when the user does not hold it
   * or when it is their last login method, which would leave an account nobody can sign in to.
   */
  async unlink(db: Database, userId: string, account: AccountKey): Promise<void> {
    const held = await db
      .select({
        id: linkedAccounts.id,
        type: linkedAccounts.type,
        subject: linkedAccounts.subject,
        details: linkedAccounts.details,
      })
      .from(linkedAccounts)
      .where(eq(linkedAccounts.userId, userId))
      .for("update");
    const target = held.find((row) => row.type === account.type && row.subject === account.subject);
    if (!target) throw new FoyerError("failed_to_update_account", "This account is not linked to the user.");
    // Embedded wallets (walletClientType "foyer") are not login methods: they cannot be unlinked (the key
    // shares stay bound to the user) and do not count as the login method that must remain.
    const embedded = (row: (typeof held)[number]) => row.details.wallet_client_type === "foyer";
    if (embedded(target)) throw new FoyerError("failed_to_update_account", "Embedded wallets cannot be unlinked.");
    if (held.filter((row) => !embedded(row)).length === 1) {
      throw new FoyerError("failed_to_update_account", "Cannot unlink the only login method of this user.");
    }
    await db.delete(linkedAccounts).where(eq(linkedAccounts.id, target.id));
  }

  /** Replaces one of the user's accounts with a newly verified identifier of the same kind. */
  async replace(db: Database, appId: string, userId: string, type: string, from: string, to: string): Promise<void> {
    const owner = await this.findByAccount(db, appId, { type, subject: to });
    if (owner && owner !== userId) throw new FoyerError("linked_to_another_user");
    if (owner === userId) throw new FoyerError("failed_to_update_account", "The new address is already linked.");
    const now = new Date(this.#now());
    try {
      const updated = await db
        .update(linkedAccounts)
        .set({ subject: to, createdAt: now, firstVerifiedAt: now, latestVerifiedAt: now })
        .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.type, type), eq(linkedAccounts.subject, from)))
        .returning({ id: linkedAccounts.id });
      if (updated.length === 0) {
        throw new FoyerError("failed_to_update_account", "The old address is not linked to the user.");
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new FoyerError("linked_to_another_user");
      throw error;
    }
  }

  async acceptTerms(db: Database, userId: string): Promise<void> {
    await db.update(users).set({ hasAcceptedTerms: true }).where(eq(users.id, userId));
  }

  /**
   * The user as the wire carries it (WireUser): the user, their accounts and MFA methods in one statement
   * (the accounts and methods aggregated to JSON by correlated subqueries).
   */
  async toWire(db: Database, userId: string): Promise<WireUser> {
    let query = this.#wireQueries.get(db);
    if (!query) {
      query = wireQuery(db);
      this.#wireQueries.set(db, query);
    }
    const [user] = await query.execute({ userId });
    if (!user) throw new FoyerError("missing_or_invalid_token");
    const linked: WireLinkedAccount[] = [];
    for (const account of user.accounts) {
      const wire = toWireLinkedAccount({
        ...account,
        createdAt: new Date(account.createdAt),
        firstVerifiedAt: new Date(account.firstVerifiedAt),
        latestVerifiedAt: new Date(account.latestVerifiedAt),
      });
      if (wire) linked.push(wire);
    }
    return {
      id: user.id,
      created_at: seconds(user.createdAt),
      linked_accounts: linked,
      mfa_methods: user.mfa,
      has_accepted_terms: user.hasAcceptedTerms,
      is_guest: user.isGuest,
      custom_metadata: user.customMetadata,
    };
  }

  async #insertAccount(db: Database, appId: string, userId: string, account: AccountKey): Promise<void> {
    const now = new Date(this.#now());
    try {
      await db.insert(linkedAccounts).values({
        id: randomUUID(),
        appId,
        userId,
        type: account.type,
        subject: account.subject,
        details: account.details ?? {},
        createdAt: now,
        firstVerifiedAt: now,
        latestVerifiedAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new FoyerError("linked_to_another_user");
      throw error;
    }
  }
}
