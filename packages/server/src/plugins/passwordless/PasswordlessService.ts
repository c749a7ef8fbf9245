import { FoyerError } from "@foyer/core";
import type { Delivery } from "../../delivery/Delivery.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import { CodeVerifiedAccounts, type CodeVerifiedAccountsDeps } from "../../domain/users/CodeVerifiedAccounts.ts";
import { renderEmailChangedNotice } from "../../domain/users/renderContactNotices.ts";
import type { Logger } from "../../Logger.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { RateLimits } from "../../security/RateLimits.ts";
import { renderCodeEmail } from "./renderCodeEmail.ts";

const HOUR_MS = 60 * 60_000;
/** A user holds at most one email account (link a second one: cannot_link_more_of_type). */
const EMAILS_PER_USER = 1;

export interface PasswordlessDeps extends CodeVerifiedAccountsDeps {
  delivery: Delivery;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  logger: Logger;
  /** Development logs the codes it sends (never production: codes are secrets). */
  logCodes: boolean;
}

/**
 * Email one-time codes: sending them here; sign-in, link, unlink and update in CodeVerifiedAccounts.
 * Addresses arrive lowercase-trimmed (see routes).
 */
export class PasswordlessService extends CodeVerifiedAccounts {
  readonly #deps: PasswordlessDeps;

  constructor(deps: PasswordlessDeps) {
    super(deps, {
      accountType: "email",
      channel: "email",
      perUser: EMAILS_PER_USER,
      sameValueMessage: "The new address is the current one.",
    });
    this.#deps = deps;
  }

  /**
   * Sends a code. Never looks the user up, so known and unknown addresses get the same answer, status and
   * code path. Caps: per client IP and per destination per hour, plus the resend cooldown.
   */
  async sendCode(app: AppRecord, email: string, ip: string): Promise<void> {
    this.checkAllowed(app, email);
    const { rateLimiter, rateLimits, codes, delivery, logger } = this.#deps;
    await rateLimiter.hitAll(
      [
        { key: `code-send:ip:${ip}`, limit: rateLimits.codeSendsPerIpPerHour },
        { key: `code-send:email:${app.id}:${email}`, limit: rateLimits.codeSendsPerDestinationPerHour },
      ],
      HOUR_MS,
    );
    const target = this.destination(app.id, email);
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

  protected async notifyRemoved(app: AppRecord, oldAddress: string, replaced: boolean): Promise<void> {
    try {
      await this.#deps.delivery.send({
        appId: app.id,
        channel: "email",
        to: oldAddress,
        ...renderEmailChangedNotice(app.config.name, oldAddress, replaced, new Date()),
      });
    } catch (error) {
      this.#deps.logger.error("email change notice failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  protected checkAllowed(app: AppRecord, email: string): void {
    if (!app.config.email_auth) throw new FoyerError("disallowed_login_method");
    if (app.config.disable_plus_emails && email.split("@")[0]?.includes("+")) {
      throw new FoyerError("disallowed_plus_email");
    }
  }
}
