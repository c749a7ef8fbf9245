import type { HttpBindings } from "@hono/node-server";
import type { AppRecord } from "../plugins/apps/AppService.ts";

/** What an authenticated request carries after `requireAuth`. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

/** Hono environment of every Foyer route: Node bindings, and the variables middleware sets. */
export interface FoyerEnv {
  Bindings: HttpBindings;
  Variables: {
    /** The app named by the `foyer-app-id` header (set by `requireApp`). */
    app: AppRecord;
    /** The caller's session (set by `requireAuth`). */
    auth: AuthContext;
  };
}
