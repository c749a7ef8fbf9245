import pg from "pg";

/** What a listener is told: each notification's payload, and whether notifications are arriving. */
export interface ChannelHandlers {
  /** A notification on the channel (its payload). */
  message(payload: string): void;
  /**
   * Called with true once the listener is subscribed (again), false when its connection dropped: what was
   * derived from notifications may have missed some, so the listener starts over.
   */
  state(listening: boolean): void;
}

/** Waits between reconnection attempts of a dropped listener, growing to the last one. */
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled one would be handed to queries),
 * reconnecting when it drops. Answers a function that stops listening.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    client = next;
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      next.end().catch(() => undefined);
      if (stopped) return;
      handlers.state(false);
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      timer = setTimeout(() => void connect(), delay);
      timer.unref();
    };
    next.on("error", drop);
    next.on("end", drop);
    next.on("notification", (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch {
      drop();
      return;
    }
    if (stopped) return;
    failures = 0;
    handlers.state(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
