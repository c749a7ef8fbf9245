import { describe, expect, it } from "vitest";
import { FoyerError } from "../errors/FoyerError.ts";
import { TRANSACTION_TEXTS } from "../flows/transaction/transactionTexts.ts";
import { toTransactionFlowError } from "./toTransactionFlowError.ts";
import { InvalidTransactionRequestError } from "./validateEvmRequest.ts";

// Spec 001 §8 "Transaction and bridge error screens", word for word.
describe("the transaction texts of spec 001 §2, §5 and §8", () => {
  it("are the spec's, exactly", () => {
    expect(TRANSACTION_TEXTS).toMatchObject({
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
      scanFailed: "Transaction scan failed",
      simulationFailed: "Simulation failed",
      noTokensFound: "No tokens found",
      advanced: "Advanced",
      notEnoughForGas:
        "Wallet {address} doesn't have enough funds to cover gas fees. Top up your wallet and try again.",
      addFundsOn: "Add funds on {network} to complete transaction.",
    });
  });
});

describe("toTransactionFlowError", () => {
  it("a request that cannot be sent: 'Invalid transaction request' with the field named, not retryable", () => {
    expect(toTransactionFlowError(new InvalidTransactionRequestError("Invalid address: 0x12"), "prepare")).toEqual({
      title: "Invalid transaction request",
      message: "Invalid address: 0x12",
      code: "invalid_data",
      retryable: false,
    });
  });

  it("the user's 4001: 'Transaction was rejected by the user' / 'User rejected the request.'", () => {
    expect(toTransactionFlowError({ code: 4001, message: "denied" }, "submit")).toMatchObject({
      title: "Transaction was rejected by the user",
      message: "User rejected the request.",
      rpcCode: 4001,
    });
  });

  it("a failure while preparing: 'There was an issue preparing your transaction' (-32603), retryable", () => {
    expect(toTransactionFlowError(new Error("execution reverted"), "prepare")).toEqual({
      title: "There was an issue preparing your transaction",
      message: "execution reverted",
      code: "transaction_failure",
      rpcCode: -32603,
      retryable: true,
    });
  });

  it("'Insufficient balance', 'Timed out', and 'Transaction failure' with the node's message", () => {
    expect(toTransactionFlowError(new Error("insufficient funds for gas * price + value"), "submit")).toMatchObject({
      title: "Insufficient balance",
      code: "insufficient_balance",
    });
    expect(toTransactionFlowError(new FoyerError("client_request_timeout"), "receipt")).toMatchObject({
      title: "Timed out",
      code: "client_request_timeout",
    });
    expect(toTransactionFlowError(new Error("replacement transaction underpriced"), "submit")).toMatchObject({
      title: "Transaction failure",
      message: "replacement transaction underpriced",
    });
  });
});
