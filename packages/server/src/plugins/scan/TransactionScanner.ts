import type { WireScanResult } from "@foyer/core";
import type { AppSettings } from "../../domain/apps/AppSettings.ts";
import type { ScanSettings } from "./ScanSettings.ts";
import type { ScanRequest } from "./scanSchemas.ts";

/** What a scanner needs to know about the app it scans for. */
export interface ScanContext {
  appSettings: AppSettings;
  settings: ScanSettings;
}

/**
 * A transaction scanner (README "Providers"): the self-hosted engine or a third-party API. It answers a
 * result for anything it could judge (a revert is a result, not an error); FoyerErrors for bad requests
 * (invalid_data, unsupported_chain_id); any other throw becomes a result with validation status "Error".
 */
export interface TransactionScanner {
  readonly id: WireScanResult["provider"];
  scan(request: ScanRequest, context: ScanContext): Promise<WireScanResult>;
}
