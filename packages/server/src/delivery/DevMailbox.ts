import { desc, eq } from "drizzle-orm";
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

/** Development stand-in for email/SMS delivery: messages are kept in the database, newest first. */
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
      to: message.to.trim().toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      code: message.code ?? null,
      createdAt: new Date(this.#now()),
    });
  }

  /** Newest first; `to` filters by address (case-insensitive). */
  async list(to?: string, limit = 200): Promise<MailboxEntry[]> {
    const query = this.#db.select().from(devMessages);
    const rows = await (to ? query.where(eq(devMessages.to, to.trim().toLowerCase())) : query)
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
