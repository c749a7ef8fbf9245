import { FoyerError, type LoginMode, type WireUser } from "@foyer/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { apps } from "../../db/schema.ts";
import type { IssuedTokens, SessionService } from "../../sessions/SessionService.ts";
import type { AppRecord } from "../apps/AppService.ts";
import type { AccountTransfer } from "./AccountTransfer.ts";
import { isAllowlisted } from "./Allowlist.ts";
import type { AccountKey, UserService } from "./UserService.ts";

/** What a sign-in yields to the method's route. */
export interface SignInResult {
  userId: string;
  tokens: IssuedTokens;
  isNewUser: boolean;
  /** The user as the wire carries it, when the sign-in already knows it (a user it created). */
  user?: WireUser;
}

/**
 * The one path every login method takes once it has verified an account (an email code, a phone code, a
 * passkey assertion, a wallet signature, an OAuth subject...). Gates that apply to all methods (signup
 * mode, allowlist, user cap, account transfer) live here and only here, so a new method cannot forget
 * one. They run after the method's proof: nothing about the allowlist or the users leaks to someone who
 * has not proven they hold the account.
 */
export class SignIn {
  readonly #users: UserService;
  readonly #sessions: SessionService;
  readonly #transfer: AccountTransfer;

  constructor(users: UserService, sessions: SessionService, transfer: AccountTransfer) {
    this.#users = users;
    this.#sessions = sessions;
    this.#transfer = transfer;
  }

  /** 403 allowlist_rejected when the app's allowlist is on and does not list this account. */
  assertAllowlisted(app: AppRecord, account: AccountKey): void {
    if (!isAllowlisted(app.settings.allowlist, account)) throw new FoyerError("allowlist_rejected");
  }

  /**
   * Signs the holder of `account` in, creating the user unless `mode` is "no-signup" (404
   * user_does_not_exist). Runs on the caller's transaction so the method's own single-use check
   * (code, challenge, nonce) commits or rolls back with the session.
   */
  async withAccount(tx: Database, app: AppRecord, account: AccountKey, mode: LoginMode): Promise<SignInResult> {
    this.assertAllowlisted(app, account);
    // A returning user's lookup and fresh verification are one statement; a new user's creation another.
    const userId = await this.#users.verifiedHolder(tx, app.id, account);
    if (userId) return { userId, tokens: await this.#sessions.open(tx, app.id, userId), isNewUser: false };
    if (mode === "no-signup") throw new FoyerError("user_does_not_exist");
    await this.#assertUnderUserCap(tx, app);
    const user = await this.#users.create(tx, app.id, account);
    return { userId: user.id, tokens: await this.#sessions.open(tx, app.id, user.id), isNewUser: true, user };
  }

  /**
   * Signs a new guest in (guest/authenticate): a user with no login method yet. Gates that apply to every
   * new user (a user cap, say) belong here as well as in withAccount.
   */
  async asGuest(tx: Database, app: AppRecord): Promise<SignInResult> {
    await this.#assertUnderUserCap(tx, app);
    const userId = await this.#users.createGuest(tx, app.id);
    return { userId, tokens: await this.#sessions.open(tx, app.id, userId), isNewUser: true };
  }

  /**
   * Links a verified account to the signed-in user (every method's `link` comes through here). Not on the
   * allowlist: 403 allowlist_rejected. Held by another user (checked before the cap): an account transfer is offered on `tx`, and the 409 account_transfer_required error is RETURNED,
   * for the caller to throw once `tx` has committed. Too many of the kind: 400 cannot_link_more_of_type.
   * Usage: `const transfer = await verify(..., link); if (transfer) throw transfer;`. Pass
   * `{ transferable: false }` for methods that have no transfer endpoint.
   * A guest who links any login method keeps their user id and stops being a guest.
   */
  async link(
    tx: Database,
    app: AppRecord,
    userId: string,
    account: AccountKey,
    maxOfType: number,
    options: { transferable: boolean } = { transferable: true },
  ): Promise<FoyerError | null> {
    this.assertAllowlisted(app, account);
    const owner = await this.#users.findByAccount(tx, app.id, account);
    // Checked before the per-kind cap: a transfer may leave the user with one more account of the kind
    // than link allows (today every user holds an email, so this is the only way to merge two users).
    // Methods without a transfer endpoint (passkeys, custom JWT: spec 000 §7) answer linked_to_another_user.
    if (owner && owner !== userId) {
      if (!options.transferable) throw new FoyerError("linked_to_another_user");
      return this.#transfer.offer(tx, app.id, owner, userId, account);
    }
    await this.#users.link(tx, app.id, userId, account, maxOfType);
    await this.#users.clearGuest(tx, userId);
    return null;
  }

  /**
   * Replaces one of the user's accounts with a newly verified identifier of the same kind (every method's
   * `update`): the new identifier passes the same gates as a link. Held by another user: 409
   * linked_to_another_user (an update moves no account between users).
   */
  async replace(tx: Database, app: AppRecord, userId: string, from: AccountKey, to: AccountKey): Promise<void> {
    this.assertAllowlisted(app, to);
    await this.#users.replace(tx, app.id, userId, to.type, from.subject, to.subject);
  }

  /**
   * The user cap (settings.max_users): the app row is locked (SELECT ... FOR UPDATE) before counting, so
   * concurrent signups of one app count one after another and the cap holds across server instances.
   */
  async #assertUnderUserCap(tx: Database, app: AppRecord): Promise<void> {
    const cap = app.settings.max_users;
    if (cap === undefined || cap === null) return;
    await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, app.id)).for("update");
    if ((await this.#users.count(tx, app.id)) >= cap) throw new FoyerError("max_accounts_reached");
  }
}
