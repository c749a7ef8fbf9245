import type { HttpBindings } from "@hono/node-server";
import type { AppRecord } from "../domain/apps/AppService.ts";

import type { AuthContext } from "../sessions/AuthContext.ts";

export type { AuthContext };

/** Hono environment of every Foyer route: Node bindings, and the variables middleware sets. */
export interface FoyerEnv {
  Bindings: HttpBindings;
  Variables: {
    /** The app named by the `foyer-app-id` header (set by `requireApp`). */
    app: AppRecord;
    /** The caller's session (set by `requireAuth`). */
    auth: AuthContext;
    /** The body schema the route declares with `wire({ body })`: parseBody refuses to read with another. */
    declaredBody: object | undefined;
  };
}
