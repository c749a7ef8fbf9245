import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { devMessages } from "../db/schema.ts";
import type { OutgoingMessage } from "./OutgoingMessage.ts";

/** One captured message as /dev/mailbox.json serves it. */
export interface MailboxEntry {
  to: string;
  channel: string;
  subject: string;
  text: string;
  code: string | null;
  /** ISO 8601. */
  created_at: string;
}

/**
 * Mailbox key of an address: emails lowercase-trimmed; phone numbers as "+digits". A query string
 * `?to=+15551234567` that was not percent-encoded arrives with the "+" decoded to a space, and people type
 * "+1 555-123-4567": both find the E.164 number.
 */
function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const digits = address.replace(/[\s().-]/g, "");
  return /^\+?\d{6,15}$/.test(digits) ? `+${digits.replace(/^\+/, "")}` : trimmed;
}

/**
 * Development stand-in for email/SMS delivery: the messages nothing really delivered are kept in the
 * database, newest first (Delivery never stores one that SMTP or Twilio took).
 */
export class DevMailbox {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  async store(message: OutgoingMessage): Promise<void> {
    await this.#db.insert(devMessages).values({
      appId: message.appId,
      channel: message.channel,
      to: mailboxKey(message.to),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      code: message.code ?? null,
      createdAt: new Date(this.#now()),
    });
  }

  /**
   * Newest first, of the given apps only; `to` filters by address (case-insensitive; phone numbers in any
   * common format).
   */
  async list(appIds: readonly string[], to?: string, limit = 200): Promise<MailboxEntry[]> {
    const ofApps = inArray(devMessages.appId, [...appIds]);
    const rows = await this.#db
      .select()
      .from(devMessages)
      .where(to ? and(ofApps, eq(devMessages.to, mailboxKey(to))) : ofApps)
      .orderBy(desc(devMessages.id))
      .limit(limit);
    return rows.map((row) => ({
      to: row.to,
      channel: row.channel,
      subject: row.subject,
      text: row.text,
      code: row.code,
      created_at: row.createdAt.toISOString(),
    }));
  }
}
