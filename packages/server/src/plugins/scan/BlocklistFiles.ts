import { readFile, stat } from "node:fs/promises";
import type { Logger } from "../../Logger.ts";
import { Blocklist } from "./Blocklist.ts";

/**
 * Reads each app's blocklist file and keeps it parsed; a file that changed on disk (mtime or size) is read
 * again on the next scan, so editing it needs no restart. A missing or unreadable file scans with an empty
 * list and a logged warning (the scan itself still runs).
 */
export class BlocklistFiles {
  readonly #cache = new Map<string, { mtimeMs: number; size: number; list: Blocklist }>();
  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  async load(path: string | undefined): Promise<Blocklist> {
    if (!path) return Blocklist.empty;
    try {
      const info = await stat(path);
      const cached = this.#cache.get(path);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.list;
      const list = new Blocklist(await readFile(path, "utf8"));
      if (list.invalidLines.length > 0) {
        this.#logger.warn("scan: blocklist lines ignored (not an address entry)", {
          path,
          lines: list.invalidLines.slice(0, 20),
        });
      }
      this.#cache.set(path, { mtimeMs: info.mtimeMs, size: info.size, list });
      return list;
    } catch (error) {
      this.#logger.warn("scan: blocklist file unreadable, scanning without it", { path, error: String(error) });
      return Blocklist.empty;
    }
  }
}
