import type { WireScanResult } from "../../scan/ScanResult.ts";

/**
 * What the wallet runtime asks the user through the UI layer (the React package's modal), passed in so the
 * runtime stays framework-free.
 */
export interface WalletPrompts {
  /**
   * A Malicious scan verdict before an external wallet signs: resolves true when the user chose to proceed
   * anyway, false when they backed out (the request is then rejected with 4001).
   */
  confirmScan(address: string, result: WireScanResult): Promise<boolean>;
}
