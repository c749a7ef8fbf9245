import { FoyerError, type LoginMode } from "@foyer/core";
import type { Database } from "../../db/Database.ts";
import type { IssuedTokens, SessionService } from "../../sessions/SessionService.ts";
import type { AppRecord } from "../apps/AppService.ts";
import type { AccountKey, UserService } from "./UserService.ts";

/** What a sign-in yields to the method's route. */
export interface SignInResult {
  userId: string;
  tokens: IssuedTokens;
  isNewUser: boolean;
}

/**
 * The one path every login method takes once it has verified an account (an email code, a phone code, a
 * passkey assertion, a wallet signature, an OAuth subject...). Gates that apply to all methods (signup
 * mode today; allowlist, user cap and the like as they come) live here and only here, so a new method
 * cannot forget one.
 */
export class SignIn {
  readonly #users: UserService;
  readonly #sessions: SessionService;

  constructor(users: UserService, sessions: SessionService) {
    this.#users = users;
    this.#sessions = sessions;
  }

  /**
   * Signs the holder of `account` in, creating the user unless `mode` is "no-signup" (404
   * user_does_not_exist). Runs on the caller's transaction so the method's own single-use check
   * (code, challenge, nonce) commits or rolls back with the session.
   */
  async withAccount(tx: Database, app: AppRecord, account: AccountKey, mode: LoginMode): Promise<SignInResult> {
    let userId = await this.#users.findByAccount(tx, app.id, account);
    const isNewUser = userId === null;
    if (userId) await this.#users.markVerified(tx, app.id, account);
    else if (mode === "no-signup") throw new FoyerError("user_does_not_exist");
    else userId = await this.#users.create(tx, app.id, account);
    return { userId, tokens: await this.#sessions.open(tx, app.id, userId), isNewUser };
  }

  /**
   * Signs a new guest in (guest/authenticate): a user with no login method yet. Gates that apply to every
   * new user (a user cap, say) belong here as well as in withAccount.
   */
  async asGuest(tx: Database, app: AppRecord): Promise<SignInResult> {
    const userId = await this.#users.createGuest(tx, app.id);
    return { userId, tokens: await this.#sessions.open(tx, app.id, userId), isNewUser: true };
  }

  /**
   * Links a verified account to the signed-in user (every method's `link` comes through here).
   * Held by another user: 409 linked_to_another_user; too many of the kind: 400 cannot_link_more_of_type.
   * A guest who links any login method keeps their user id and stops being a guest.
   */
  async link(tx: Database, app: AppRecord, userId: string, account: AccountKey, maxOfType: number): Promise<void> {
    await this.#users.link(tx, app.id, userId, account, maxOfType);
    await this.#users.clearGuest(tx, userId);
  }
}
