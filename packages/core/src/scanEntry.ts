// @foyer/core/scan: the client of `POST /api/v1/scan/transaction` for any request (useScanTransaction) and the
// scan step before an external wallet signs. A separate entry so bundlers load it only when a scan runs.

export {
  SCAN_REJECTED,
  type ScanConfirmEffect,
  type ScanConfirmEvent,
  type ScanConfirmInput,
  type ScanConfirmState,
  scanConfirmMachine,
} from "./flows/scanConfirm/scanConfirmMachine.ts";
export {
  type ScanChangeView,
  type ScanDetailsView,
  scanDetailsViewModel,
} from "./flows/transaction/scanDetailsViewModel.ts";
export { TRANSACTION_TEXTS } from "./flows/transaction/transactionTexts.ts";
export { createScanClient, type ScanClient, ScanFailedError } from "./scan/createScanClient.ts";
export { guardEip1193Provider, type ScanGuardOptions } from "./scan/guardEip1193Provider.ts";
export { guardSolanaStandardWallet } from "./scan/guardSolanaStandardWallet.ts";
export type * from "./scan/ScanResult.ts";
export { type ScanStep, scanBeforeSigning, scanTypedDataBeforeSigning } from "./scan/scanBeforeSigning.ts";
export { SCANNED_EVM_METHODS, scanRequestOf } from "./scan/scanRequestOf.ts";
