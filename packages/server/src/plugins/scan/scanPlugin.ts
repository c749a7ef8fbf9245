import type { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import type { Logger } from "../../Logger.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { SessionService } from "../../sessions/SessionService.ts";
import { BlockaidScanner } from "./blockaid/BlockaidScanner.ts";
import { scanRoutes } from "./routes.ts";
import { ScanService } from "./ScanService.ts";
import { SelfHostedScanner } from "./SelfHostedScanner.ts";

/**
 * The scan plugin: `POST /api/v1/scan/transaction` with the self-hosted engine and the Blockaid client
 * behind it (each app picks one in `transaction_scanning.provider`).
 */
export function scanPlugin(deps: {
  sessions: SessionService;
  rateLimiter: RateLimiter;
  logger: Logger;
}): Hono<FoyerEnv> {
  const scan = new ScanService({
    scanners: [new SelfHostedScanner({ logger: deps.logger }), new BlockaidScanner()],
    rateLimiter: deps.rateLimiter,
    logger: deps.logger,
  });
  return scanRoutes({ scan, sessions: deps.sessions });
}
