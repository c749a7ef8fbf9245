import { scanRequestSchema } from "@foyer/core/contract";
import { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { requireAuth } from "../../http/requireAuth.ts";
import { wire } from "../../http/wire.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import type { ScanService } from "./ScanService.ts";

/** POST /api/v1/scan/transaction (authenticated): scans a transaction or typed data before it is signed. */
export function scanRoutes(deps: { scan: ScanService; sessions: SessionService }): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  routes.post("/scan/transaction", wire({ body: scanRequestSchema }), requireAuth(deps.sessions), async (c) => {
    const body = await parseBody(c, scanRequestSchema);
    return c.json(await deps.scan.scan(c.get("app"), c.get("auth").userId, body));
  });
  return routes;
}
