import { FoyerError, type LoginMode } from "@foyer/core";
import type { Database } from "../../db/Database.ts";
import type { Delivery } from "../../delivery/Delivery.ts";
import type { Logger } from "../../Logger.ts";
import type { OneTimeCodes } from "../../security/OneTimeCodes.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { RateLimits } from "../../security/RateLimits.ts";
import type { AppRecord } from "../apps/AppService.ts";
import type { SignIn, SignInResult } from "../users/SignIn.ts";
import type { UserService } from "../users/UserService.ts";
import { renderCodeEmail } from "./renderCodeEmail.ts";

const HOUR_MS = 60 * 60_000;
/** A user holds at most one email account (link a second one: cannot_link_more_of_type). */
const EMAILS_PER_USER = 1;

export interface PasswordlessDeps {
  db: Database;
  codes: OneTimeCodes;
  users: UserService;
  signIn: SignIn;
  delivery: Delivery;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  logger: Logger;
  /** Development logs the codes it sends (never production: codes are secrets). */
  logCodes: boolean;
}

const emailAccount = (address: string) => ({ type: "email", subject: address });
const destination = (appId: string, address: string) => ({ appId, channel: "email" as const, address });

/** Email one-time-code sign-in, link, unlink and update. Addresses arrive lowercase-trimmed (see routes). */
export class PasswordlessService {
  readonly #deps: PasswordlessDeps;

  constructor(deps: PasswordlessDeps) {
    this.#deps = deps;
  }

  /**
   * Sends a code. Never looks the user up, so known and unknown addresses get the same answer, status and
   * code path. Caps: per client IP and per destination per hour, plus the resend cooldown.
   */
  async sendCode(app: AppRecord, email: string, ip: string): Promise<void> {
    this.#checkAllowed(app, email);
    const { rateLimiter, rateLimits, codes, delivery, logger } = this.#deps;
    await rateLimiter.hit(`code-send:ip:${ip}`, rateLimits.codeSendsPerIpPerHour, HOUR_MS);
    await rateLimiter.hit(`code-send:email:${app.id}:${email}`, rateLimits.codeSendsPerDestinationPerHour, HOUR_MS);
    const target = destination(app.id, email);
    const code = await codes.issue(target);
    try {
      await delivery.send({
        appId: app.id,
        channel: "email",
        to: email,
        code,
        ...renderCodeEmail(app.config.name, code),
      });
    } catch (error) {
      await codes.cancel(target);
      logger.error("email delivery failed", { error: error instanceof Error ? error.message : String(error) });
      throw new FoyerError("unknown_auth_error", "Could not send the email. Try again.");
    }
    if (this.#deps.logCodes) logger.info(`login code for ${email}: ${code}`);
  }

  /**
   * Signs in with a code, creating the user unless `mode` is "no-signup". In no-signup mode an unknown
   * address answers 404 user_does_not_exist and the code is NOT consumed: the person proved they own the
   * address, so the app may offer sign-up and reuse the same code instead of sending another.
   */
  async authenticate(app: AppRecord, email: string, code: string, mode: LoginMode): Promise<SignInResult> {
    this.#checkAllowed(app, email);
    const { codes, signIn } = this.#deps;
    return codes.verify(destination(app.id, email), code, (tx) =>
      signIn.withAccount(tx, app, emailAccount(email), mode),
    );
  }

  /**
   * Links a verified email to the signed-in user. An email held by another user commits the code and an
   * account-transfer offer, then answers 409 account_transfer_required (see SignIn.link).
   */
  async link(app: AppRecord, userId: string, email: string, code: string): Promise<void> {
    this.#checkAllowed(app, email);
    const { codes, signIn } = this.#deps;
    const transfer = await codes.verify(destination(app.id, email), code, (tx) =>
      signIn.link(tx, app, userId, emailAccount(email), EMAILS_PER_USER),
    );
    if (transfer) throw transfer;
  }

  /** Unlinks an email from the signed-in user (never their last login method). */
  async unlink(userId: string, email: string): Promise<void> {
    const { db, users } = this.#deps;
    await db.transaction((tx) => users.unlink(tx, userId, emailAccount(email)));
  }

  /** Replaces the user's email with a new one, proven by a code sent to the new address. */
  async update(app: AppRecord, userId: string, oldEmail: string, newEmail: string, code: string): Promise<void> {
    if (oldEmail === newEmail) throw new FoyerError("invalid_data", "The new address is the current one.");
    this.#checkAllowed(app, newEmail);
    const { codes, signIn } = this.#deps;
    await codes.verify(destination(app.id, newEmail), code, (tx) =>
      signIn.replace(tx, app, userId, emailAccount(oldEmail), emailAccount(newEmail)),
    );
  }

  #checkAllowed(app: AppRecord, email: string): void {
    if (!app.config.email_auth) throw new FoyerError("disallowed_login_method");
    if (app.config.disable_plus_emails && email.split("@")[0]?.includes("+")) {
      throw new FoyerError("disallowed_plus_email");
    }
  }
}
