import type { OpenDatabase } from "../../db/openDatabase.ts";
import type { Logger } from "../../Logger.ts";
import type { AppService } from "./AppService.ts";

/** The channel migration 0006's trigger announces app changes on (payload: the app id). */
export const APPS_CHANNEL = "foyer_apps";

/**
 * Keeps `apps`' in-memory copies true across processes: each change announced on APPS_CHANNEL drops
 * that app's copy; caching is on only while the subscription is live (a dropped PostgreSQL connection
 * turns it off until the listener is back, and everything is read again). Answers a function that stops.
 */
export function watchApps(database: OpenDatabase, apps: AppService, logger: Logger): Promise<() => Promise<void>> {
  return database.listen(APPS_CHANNEL, {
    message: (id) => apps.invalidate(id || undefined),
    state(listening) {
      apps.setCaching(listening);
      if (!listening) logger.warn("app changes are not being received: reading apps from the database until they are");
    },
  });
}
