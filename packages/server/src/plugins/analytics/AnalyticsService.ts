import { lt } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { analyticsEvents } from "../../db/schema.ts";

export interface AnalyticsEvent {
  eventName: string;
  clientId: string | null;
  payload: Record<string, unknown>;
}

/** Stores client analytics events as they come; reading them is left to SQL for now. */
export class AnalyticsService {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  async record(appId: string, event: AnalyticsEvent): Promise<void> {
    await this.#db.insert(analyticsEvents).values({ appId, ...event, createdAt: new Date(this.#now()) });
  }

  /** Deletes events recorded before `before` (Unix ms); answers how many. */
  async prune(before: number): Promise<number> {
    const deleted = await this.#db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.createdAt, new Date(before)))
      .returning({ id: analyticsEvents.id });
    return deleted.length;
  }
}
