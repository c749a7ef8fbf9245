/** The verdict a scenario expects from the scanner. */
export type ScanLabel = "Benign" | "Warning" | "Malicious";

/**
 * One scenario of the scan corpus: a request body for `POST /api/v1/scan/transaction` (a transaction or
 * typed data a dapp might ask the wallet to sign), the verdict a good scanner gives it, and for flagged
 * scenarios the rule that should say so.
 */
export interface ScanScenario {
  id: string;
  /** What the scenario is, for people reading test output. */
  title: string;
  expected: ScanLabel;
  /** The self-hosted engine's rule (feature_id) expected among the findings; null for Benign. */
  rule: string | null;
  /** The scan request body, snake_case as on the wire. */
  request: Record<string, unknown>;
}

/** Addresses a corpus names that the app's blocklist must list (one line each, file format of the README). */
export interface ScanCorpus {
  scenarios: ScanScenario[];
  /** Blocklist file text listing the corpus's known-bad addresses. */
  blocklist: string;
}
