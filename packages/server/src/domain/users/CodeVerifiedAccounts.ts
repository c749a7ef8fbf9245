import { FoyerError, type LoginMode } from "@foyer/core";
import type { Database } from "../../db/Database.ts";
import type { CodeDestination, OneTimeCodes } from "../../security/OneTimeCodes.ts";
import type { AppRecord } from "../apps/AppService.ts";
import type { SignIn, SignInResult } from "./SignIn.ts";
import type { AccountKey, UserService } from "./UserService.ts";

export interface CodeVerifiedAccountsDeps {
  db: Database;
  codes: OneTimeCodes;
  users: UserService;
  signIn: SignIn;
}

/** What differs between the kinds of account proven by a one-time code (an email address, a phone number). */
export interface CodeVerifiedKind {
  /** linked_accounts.type, e.g. "email". */
  accountType: string;
  /** The code row's channel: one row per address whatever the delivery channel. */
  channel: CodeDestination["channel"];
  /** How many of these a user may hold (a second one: cannot_link_more_of_type). */
  perUser: number;
  /** The invalid_data message of an update to the current value. */
  sameValueMessage: string;
}

/**
 * Sign-in, link, unlink and update of an account proven by a one-time code sent to it, the same for email
 * and phone; subclasses send the codes and say which values the app allows (`checkAllowed`).
 */
export abstract class CodeVerifiedAccounts {
  protected readonly accounts: CodeVerifiedAccountsDeps;
  readonly #kind: CodeVerifiedKind;

  constructor(deps: CodeVerifiedAccountsDeps, kind: CodeVerifiedKind) {
    this.accounts = deps;
    this.#kind = kind;
  }

  /** Throws the app's refusal of this value (method disabled, plus-address, region...). */
  protected abstract checkAllowed(app: AppRecord, value: string): void;

  /**
   * Tells a value that it left the account (replaced by another, or removed), after the change committed
   * (renderContactNotices.ts says why). Best effort: a lost notice never undoes the change.
   */
  protected abstract notifyRemoved(app: AppRecord, oldValue: string, replaced: boolean): Promise<void>;

  protected destination(appId: string, value: string): CodeDestination {
    return { appId, channel: this.#kind.channel, address: value };
  }

  #account(value: string): AccountKey {
    return { type: this.#kind.accountType, subject: value };
  }

  /**
   * Signs in with a code, creating the user unless `mode` is "no-signup". In no-signup mode an unknown
   * value answers 404 user_does_not_exist and the code is NOT consumed: the person proved they own it,
   * so the app may offer sign-up and reuse the same code instead of sending another.
   */
  async authenticate(app: AppRecord, value: string, code: string, mode: LoginMode): Promise<SignInResult> {
    this.checkAllowed(app, value);
    const { codes, signIn } = this.accounts;
    return codes.verify(this.destination(app.id, value), code, (tx) =>
      signIn.withAccount(tx, app, this.#account(value), mode),
    );
  }

  /**
   * Links a verified value to the signed-in user. One held by another user commits the code and an
   * account-transfer offer, then answers 409 account_transfer_required (see SignIn.link).
   */
  async link(app: AppRecord, userId: string, value: string, code: string): Promise<void> {
    this.checkAllowed(app, value);
    const { codes, signIn } = this.accounts;
    const transfer = await codes.verify(this.destination(app.id, value), code, (tx) =>
      signIn.link(tx, app, userId, this.#account(value), this.#kind.perUser),
    );
    if (transfer) throw transfer;
  }

  /** Unlinks a value from the signed-in user (never their last login method); the value is told. */
  async unlink(app: AppRecord, userId: string, value: string): Promise<void> {
    const { db, users } = this.accounts;
    await db.transaction((tx) => users.unlink(tx, userId, this.#account(value)));
    await this.notifyRemoved(app, value, false);
  }

  /** Replaces the user's value with a new one, proven by a code sent to the new one; the old one is told. */
  async update(app: AppRecord, userId: string, oldValue: string, newValue: string, code: string): Promise<void> {
    if (oldValue === newValue) throw new FoyerError("invalid_data", this.#kind.sameValueMessage);
    this.checkAllowed(app, newValue);
    const { codes, signIn } = this.accounts;
    await codes.verify(this.destination(app.id, newValue), code, (tx) =>
      signIn.replace(tx, app, userId, this.#account(oldValue), this.#account(newValue)),
    );
    await this.notifyRemoved(app, oldValue, true);
  }
}
