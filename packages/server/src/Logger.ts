/** Minimal structured logger the server writes to; pass your own (pino, console, silent) in options. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Default logger: one line per event on the console, prefixed so it stands out among other output. */
export function createConsoleLogger(): Logger {
  const line = (message: string, fields?: Record<string, unknown>) =>
    fields && Object.keys(fields).length ? `[foyer] ${message} ${JSON.stringify(fields)}` : `[foyer] ${message}`;
  return {
    info: (message, fields) => console.log(line(message, fields)),
    warn: (message, fields) => console.warn(line(message, fields)),
    error: (message, fields) => console.error(line(message, fields)),
  };
}
