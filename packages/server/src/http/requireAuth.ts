import { FoyerError } from "@foyer/core";
import type { MiddlewareHandler } from "hono";
import type { SessionService } from "../sessions/SessionService.ts";
import type { FoyerEnv } from "./FoyerEnv.ts";
import { markGate } from "./wire.ts";

/** Requires `Authorization: Bearer <access token>` for the request's app; sets `auth`. Runs after requireApp. */
export function requireAuth(sessions: SessionService): MiddlewareHandler<FoyerEnv> {
  return markGate<MiddlewareHandler<FoyerEnv>>("bearer", async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new FoyerError("missing_or_invalid_token");
    c.set("auth", await sessions.verifyAccessToken(c.get("app").id, match[1]));
    await next();
  });
}
