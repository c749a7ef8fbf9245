import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on a loopback port that keeps what it receives (production-mode tests deliver to it). */
export interface SmtpInbox {
  /** SMTP URL for the server's `smtp.url`. */
  url: string;
  /** The 6-digit code of the newest mail to `to`, waiting for it to arrive. */
  code(to: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts an SmtpInbox; close it in afterAll. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: { to: string; text: string }[] = [];
  const waiters: (() => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(",") : (mail.to?.text ?? "");
          mails.push({ to, text: mail.text ?? "" });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async code(to) {
      for (;;) {
        const mail = mails.findLast((m) => m.to.includes(to));
        const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
        if (code) {
          mails.splice(mails.indexOf(mail), 1);
          return code;
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
