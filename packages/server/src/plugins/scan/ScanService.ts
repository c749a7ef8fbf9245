import { FoyerError, type WireScanResult } from "@foyer/core";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { Logger } from "../../Logger.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import { errorScanResult } from "./errorScanResult.ts";
import { scanAppSettings, scanSettingsSchema } from "./ScanSettings.ts";
import type { ScanRequest } from "./scanSchemas.ts";
import type { TransactionScanner } from "./TransactionScanner.ts";

const HOUR_MS = 60 * 60_000;

/**
 * `scan/transaction` behind the route: the app must have scanning on, the user's hourly budget is counted
 * atomically in the database (shared by every server instance), and the app's provider scans. A scanner
 * that cannot judge (RPC or provider down) answers a result with validation status "Error", logged.
 */
export class ScanService {
  readonly #scanners: Map<string, TransactionScanner>;
  readonly #rateLimiter: RateLimiter;
  readonly #logger: Logger;

  constructor(deps: { scanners: TransactionScanner[]; rateLimiter: RateLimiter; logger: Logger }) {
    this.#scanners = new Map(deps.scanners.map((scanner) => [scanner.id, scanner]));
    this.#rateLimiter = deps.rateLimiter;
    this.#logger = deps.logger;
  }

  async scan(app: AppRecord, userId: string, request: ScanRequest): Promise<WireScanResult> {
    const settings = scanAppSettings.of(app).transaction_scanning ?? scanSettingsSchema.parse({});
    if (!settings.enabled) throw new FoyerError("not_supported", "Transaction scanning is not enabled for this app.");
    await this.#rateLimiter.hit(`scan:user:${userId}`, settings.scans_per_user_per_hour, HOUR_MS);
    const scanner = this.#scanners.get(settings.provider);
    if (!scanner) throw new FoyerError("not_supported", `Scanner ${settings.provider} is not available.`);
    try {
      return await scanner.scan(request, { appSettings: app.settings, settings });
    } catch (error) {
      if (error instanceof FoyerError) throw error;
      const message =
        error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error);
      this.#logger.warn("scan: the scanner could not judge the request", {
        app: app.id,
        provider: scanner.id,
        chain: `${request.chain_type}:${request.chain_id}`,
        error: message,
      });
      return errorScanResult(scanner.id, request, message);
    }
  }
}
