import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { BlockaidScanner } from "./blockaid/BlockaidScanner.ts";
import { scanRoutes } from "./routes.ts";
import { ScanService } from "./ScanService.ts";
import { scanAppSettings } from "./ScanSettings.ts";
import { SelfHostedScanner } from "./SelfHostedScanner.ts";

/**
 * The scan plugin: `POST /api/v1/scan/transaction` with the self-hosted engine and the Blockaid client
 * behind it (each app picks one in `transaction_scanning.provider`).
 */
export const scanPlugin: ServerPlugin = {
  id: "scan",
  settings: scanAppSettings.shape,
  // The client's transaction flow runs its scan step only for apps that scan.
  publicConfig: (app) => ({
    transaction_scanning_enabled: scanAppSettings.of(app).transaction_scanning?.enabled === true,
  }),
  setup(ctx) {
    const scan = new ScanService({
      scanners: [new SelfHostedScanner({ logger: ctx.logger }), new BlockaidScanner()],
      rateLimiter: ctx.rateLimiter,
      logger: ctx.logger,
    });
    return { api: scanRoutes({ scan, sessions: ctx.sessions }) };
  },
};
