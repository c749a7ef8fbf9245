import type { WireScanRequest, WireScanResult } from "./ScanResult.ts";
import { scanRequestOf } from "./scanRequestOf.ts";

/** How a request is scanned before a wallet signs it, and how a Malicious verdict is put to the user. */
export interface ScanStep {
  scan(request: WireScanRequest): Promise<WireScanResult>;
  /**
   * Asked when the scan is Malicious: resolves true once the user ticked 'I understand and want to proceed
   * anyways.' and continued; false (or a rejection, passed on as is) when they backed out.
   */
  confirm(result: WireScanResult): Promise<boolean>;
  /** Told about every scan's outcome (a result, or the failure the request went on without). */
  onScanned?(outcome: { result: WireScanResult } | { error: unknown }): void;
}

/**
 * Scans a request before it is signed: true when signing may go on (Benign, Warning, a Malicious verdict the
 * user acknowledged, or a scan that failed: a failure never blocks, the plain confirmation is the fallback,
 * spec 001 §8), false when the user declined a Malicious verdict. One rule for every wallet Foyer guards.
 *
 * @example
 * if (!(await scanBeforeSigning(body, { scan: client.scan, confirm: askUser }))) throw userRejected;
 */
export async function scanBeforeSigning(body: WireScanRequest, step: ScanStep): Promise<boolean> {
  let result: WireScanResult;
  try {
    result = await step.scan(body);
    step.onScanned?.({ result });
  } catch (error) {
    step.onScanned?.({ error });
    return true;
  }
  return result.validation.result_type !== "Malicious" || (await step.confirm(result));
}

/**
 * The scan step of an embedded wallet's `eth_signTypedData_v4` (Permit and Permit2 grants): the typed data is
 * scanned on the chain its domain names, else on `chainId` (the wallet's current chain); with neither there
 * is nothing to simulate against and signing goes on to the plain confirmation.
 *
 * @example
 * if (!(await scanTypedDataBeforeSigning(typedData, { address, chainId: 1 }, step))) throw userRejected;
 */
export function scanTypedDataBeforeSigning(
  typedData: object,
  context: { address: string; chainId: number | null },
  step: ScanStep,
): Promise<boolean> {
  const domainChain = Number((typedData as { domain?: { chainId?: unknown } }).domain?.chainId ?? Number.NaN);
  const chainId = Number.isSafeInteger(domainChain) && domainChain > 0 ? domainChain : context.chainId;
  if (chainId === null) return Promise.resolve(true);
  const body = scanRequestOf(
    { method: "eth_signTypedData_v4", params: [context.address, typedData] },
    { chainId, account: context.address },
  );
  return body ? scanBeforeSigning(body, step) : Promise.resolve(true);
}
