import type { Logger } from "../Logger.ts";

/** Deletes what its owner no longer needs as of `now` (Unix ms); answers how many rows went. */
export type PruneTask = (now: number) => Promise<number>;

/** Rows deleted per task by one `prune()`. */
export type PruneReport = Record<string, number>;

/** Default time between two scheduled prunes. */
export const DEFAULT_PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Pruning of expired rows, on a schedule and on demand. Whoever owns a table registers its task (the core
 * for its tables, a plugin through `ctx.housekeeping` for its own): there is no central list of tables. A
 * task is one DELETE of rows past their expiry, so several server instances pruning the same database at
 * once do no harm. A failing task is logged and the others still run.
 *
 * @example
 * ctx.housekeeping.register("my_table", async (now) => (await db.delete(myTable).where(...).returning()).length);
 */
export class Housekeeping {
  readonly #tasks = new Map<string, PruneTask>();
  readonly #logger: Logger;
  readonly #now: () => number;
  #timer: ReturnType<typeof setInterval> | null = null;
  #running: Promise<PruneReport> | null = null;

  constructor(logger: Logger, now: () => number) {
    this.#logger = logger;
    this.#now = now;
  }

  /** Adds a task under a unique name (the table it prunes, or `<plugin id>.<table>`). */
  register(name: string, task: PruneTask): void {
    if (this.#tasks.has(name)) throw new Error(`Two housekeeping tasks are named "${name}".`);
    this.#tasks.set(name, task);
  }

  /** Runs every task once (a call while a prune runs joins it). */
  prune(): Promise<PruneReport> {
    this.#running ??= this.#runAll().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #runAll(): Promise<PruneReport> {
    const report: PruneReport = {};
    const now = this.#now();
    for (const [name, task] of this.#tasks) {
      try {
        report[name] = await task(now);
      } catch (error) {
        this.#logger.warn("housekeeping task failed", { task: name, error: String(error) });
      }
    }
    const deleted = Object.values(report).reduce((sum, count) => sum + count, 0);
    if (deleted > 0) this.#logger.info("housekeeping pruned expired rows", report);
    return report;
  }

  /** Prunes every `intervalMs` on a timer that never keeps the process alive by itself. */
  start(intervalMs: number): void {
    this.stop();
    this.#timer = setInterval(() => void this.prune(), intervalMs);
    this.#timer.unref();
  }

  /** Stops the schedule and waits for a prune that is running (before the database closes). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => undefined);
  }
}
