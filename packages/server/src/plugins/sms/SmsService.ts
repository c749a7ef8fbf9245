import { FoyerError, type SmsChannel } from "@foyer/core";
import type { Delivery } from "../../delivery/Delivery.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import { CodeVerifiedAccounts, type CodeVerifiedAccountsDeps } from "../../domain/users/CodeVerifiedAccounts.ts";
import { renderPhoneChangedNotice } from "../../domain/users/renderContactNotices.ts";
import { phoneRegion } from "../../http/phoneNumberSchema.ts";
import type { Logger } from "../../Logger.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { RateLimits } from "../../security/RateLimits.ts";
import { smsAppSettings } from "./SmsSettings.ts";

const HOUR_MS = 60 * 60_000;
/** A user holds at most one phone number (link a second one: cannot_link_more_of_type). */
const PHONES_PER_USER = 1;

export interface SmsDeps extends CodeVerifiedAccountsDeps {
  /** Sends through the app's Twilio account (and the dev mailbox in development). */
  delivery: Delivery;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  logger: Logger;
  /** Development logs the codes it sends (never production: codes are secrets). */
  logCodes: boolean;
}

/**
 * Phone one-time codes over SMS or WhatsApp: sending them here; sign-in, link, unlink and update in
 * CodeVerifiedAccounts. Numbers arrive in E.164.
 */
export class SmsService extends CodeVerifiedAccounts {
  readonly #deps: SmsDeps;

  constructor(deps: SmsDeps) {
    // One code row per phone number whatever the channel (channel "sms"): a WhatsApp resend replaces an SMS
    // code (only the latest counts) and cooldown, failures and lock are per number, not per channel.
    super(deps, {
      accountType: "phone",
      channel: "sms",
      perUser: PHONES_PER_USER,
      sameValueMessage: "The new number is the current one.",
    });
    this.#deps = deps;
  }

  /**
   * Sends a code by SMS or WhatsApp. Never looks the user up, so known and unknown numbers get the same
   * answer. Caps: per client IP and per number per hour, plus the resend cooldown (shared by both channels).
   */
  async sendCode(app: AppRecord, number: string, channel: SmsChannel, ip: string): Promise<void> {
    this.checkAllowed(app, number);
    if (channel === "whatsapp" && !app.config.whatsapp_enabled) {
      throw new FoyerError("disallowed_login_method", "WhatsApp codes are not enabled for this app.");
    }
    const { rateLimiter, rateLimits, codes, delivery, logger } = this.#deps;
    await rateLimiter.hit(`code-send:ip:${ip}`, rateLimits.codeSendsPerIpPerHour, HOUR_MS);
    await rateLimiter.hit(`code-send:phone:${app.id}:${number}`, rateLimits.codeSendsPerDestinationPerHour, HOUR_MS);
    const target = this.destination(app.id, number);
    const code = await codes.issue(target);
    const text = `${code} is your ${app.config.name} login code. It expires in 10 minutes.`;
    try {
      const message = { appId: app.id, channel, to: number, code, subject: `${app.config.name} login code`, text };
      await delivery.sendToPhone(message, app.settings.twilio);
    } catch (error) {
      await codes.cancel(target);
      logger.error(`${channel} delivery failed`, { error: error instanceof Error ? error.message : String(error) });
      if (error instanceof FoyerError) throw error;
      throw new FoyerError("unknown_auth_error", "Could not send the message. Try again.");
    }
    if (this.#deps.logCodes) logger.info(`login code for ${number} (${channel}): ${code}`);
  }

  protected async notifyRemoved(app: AppRecord, oldNumber: string, replaced: boolean): Promise<void> {
    try {
      const notice = renderPhoneChangedNotice(app.config.name, replaced);
      await this.#deps.delivery.sendToPhone(
        { appId: app.id, channel: "sms", to: oldNumber, ...notice },
        app.settings.twilio,
      );
    } catch (error) {
      this.#deps.logger.error("phone change notice failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /**
   * sms_auth must be on (403 disallowed_login_method) and the number's region served by the app: a
   * non-geographic number, or a region outside `settings.sms_allowed_regions`, is 400 not_supported with
   * `reason: "unsupported_region"` (the client's "This region is not supported" screen).
   */
  protected checkAllowed(app: AppRecord, number: string): void {
    if (!app.config.sms_auth) throw new FoyerError("disallowed_login_method");
    const region = phoneRegion(number);
    const allowed = smsAppSettings.of(app).sms_allowed_regions;
    if (region === null || (allowed !== undefined && !allowed.includes(region))) {
      throw new FoyerError("not_supported", "SMS authentication from this region is not available", {
        details: { reason: "unsupported_region", region },
      });
    }
  }
}
