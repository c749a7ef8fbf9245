/**
 * Every text of the transaction screens (spec 001 §2, §4, §5, §8), exact and in one place: the machine and
 * the view models use these, and the screens' string catalogue can key its translations on them.
 */
export const TRANSACTION_TEXTS = {
  approve: "Approve",
  continue: "Continue",
  addFunds: "Add funds",
  notNow: "Not now",
  details: "Details",
  from: "From",
  to: "To",
  action: "Action",
  estimatedFees: "Est. Fees",
  total: "Total (including fees)",
  sponsoredBy: "Sponsored by {app}",
  riskAcknowledgement: "I understand and want to proceed anyways.",
  successHeader: "Transaction complete!",
  successDescription: "You're all set.",
  allDone: "All Done",
  pleaseTryAgain: "Please try again.",
  retry: "Retry transaction",
  reverted: "Transaction failed",
  timedOut: "Timed out",
  insufficientBalance: "Insufficient balance",
  failure: "Transaction failure",
  preparing: "There was an issue preparing your transaction",
  preparationWarning: "There was an error preparing your transaction. Your transaction request will likely fail.",
  rejected: "Transaction was rejected by the user",
  userRejected: "User rejected the request.",
  somethingWentWrong: "Something went wrong",
  maximum: "Maximum",
  invalidRequest: "Invalid transaction request",
  tokenDetails: "Unable to fetch token details",
  network: "Network",
  spender: "Spender",
  tokenAddress: "Token address",
  send: "Send",
  receive: "Receive",
  amount: "Amount",
  balance: "Balance",
  scanFailed: "Transaction scan failed",
  // Not spec texts (the spec names the views, not their words): the scan panel, the pager, the Solana list.
  scanDetails: "Scan details",
  scanSafe: "No issues found",
  scanWarning: "This transaction may be risky",
  scanMalicious: "This transaction looks malicious",
  scanning: "Scanning transaction…",
  progress: "{index} of {total}",
  advanced: "Advanced",
  copy: "Copy",
  copied: "Copied",
  viewOnExplorer: "View on explorer",
  transactionHash: "Transaction hash",
  notEnoughForGas: "Wallet {address} doesn't have enough funds to cover gas fees. Top up your wallet and try again.",
  addFundsOn: "Add funds on {network} to complete transaction.",
  notEnoughFunds: "Wallet {address} does not have enough funds.",
  needed: "Needed",
} as const;

/** Fills `{name}` placeholders of a text. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
