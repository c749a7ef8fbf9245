import nodemailer, { type Transporter } from "nodemailer";
import type { DevMailbox } from "./DevMailbox.ts";
import type { OutgoingMessage } from "./OutgoingMessage.ts";

/**
 * Sends messages: email over SMTP when configured; the dev mailbox keeps a copy of everything in
 * development (so the mailbox page is complete even when real SMTP is on) and is the only sink when
 * SMTP is absent. Production without SMTP never gets here: createServer refuses to start.
 */
export class Delivery {
  readonly #transport: Transporter | null;
  readonly #from: string;
  readonly #mailbox: DevMailbox | null;

  constructor(options: { smtp: { url: string; from: string } | null; mailbox: DevMailbox | null }) {
    this.#transport = options.smtp ? nodemailer.createTransport(options.smtp.url) : null;
    this.#from = options.smtp?.from ?? "";
    this.#mailbox = options.mailbox;
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (this.#mailbox) await this.#mailbox.store(message);
    if (message.channel === "email" && this.#transport) {
      await this.#transport.sendMail({
        from: this.#from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    }
  }

  close(): void {
    this.#transport?.close();
  }
}
