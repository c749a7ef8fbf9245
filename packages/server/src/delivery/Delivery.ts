import { FoyerError } from "@foyer/core";
import nodemailer, { type Transporter } from "nodemailer";
import type { TwilioSettings } from "../domain/apps/AppSettings.ts";
import type { DevMailbox } from "./DevMailbox.ts";
import type { OutgoingMessage } from "./OutgoingMessage.ts";
import { TwilioClient } from "./TwilioClient.ts";

/**
 * Sends messages: email over SMTP when configured, SMS and WhatsApp over the app's Twilio account. The dev
 * mailbox (development only) takes a message only when nothing real delivered it: a code that reached a
 * real inbox or phone is never readable from a dev route. Production without SMTP never gets here:
 * createServer refuses to start.
 */
export class Delivery {
  readonly #transport: Transporter | null;
  readonly #from: string;
  readonly #mailbox: DevMailbox | null;

  readonly #requireTwilio: boolean;
  readonly #fetch: typeof fetch | undefined;

  /**
   * `requireTwilio` (production): an app without a Twilio account cannot send SMS or WhatsApp; development
   * then keeps the message in the mailbox only. `fetch` is what the Twilio client calls (tests).
   */
  constructor(options: {
    smtp: { url: string; from: string } | null;
    mailbox: DevMailbox | null;
    requireTwilio?: boolean;
    fetch?: typeof fetch;
  }) {
    this.#transport = options.smtp ? nodemailer.createTransport(options.smtp.url) : null;
    this.#from = options.smtp?.from ?? "";
    this.#mailbox = options.mailbox;
    this.#requireTwilio = options.requireTwilio ?? false;
    this.#fetch = options.fetch;
  }

  /**
   * Sends an SMS or WhatsApp message with the app's Twilio account (`settings.twilio`), the one place
   * Twilio is set up. Throws a catalogue FoyerError (Twilio's refusals mapped by TwilioClient).
   */
  async sendToPhone(message: OutgoingMessage, twilio: TwilioSettings | undefined): Promise<void> {
    if (message.channel === "email") throw new Error("sendToPhone sends SMS and WhatsApp only");
    if (!twilio) {
      if (this.#requireTwilio || !this.#mailbox) {
        throw new FoyerError("unknown_auth_error", "SMS delivery is not configured for this app.");
      }
      await this.#mailbox.store(message);
      return;
    }
    const client = new TwilioClient(
      {
        accountSid: twilio.account_sid,
        authToken: twilio.auth_token,
        from: twilio.from,
        messagingServiceSid: twilio.messaging_service_sid,
        whatsappFrom: twilio.whatsapp_from,
        baseUrl: twilio.base_url,
      },
      this.#fetch,
    );
    await client.send({ channel: message.channel, to: message.to, body: message.text });
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === "email" && this.#transport) {
      await this.#transport.sendMail({
        from: this.#from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return;
    }
    if (this.#mailbox) await this.#mailbox.store(message);
  }

  close(): void {
    this.#transport?.close();
  }
}
