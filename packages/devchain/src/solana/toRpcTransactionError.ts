import type { FailedTransactionMetadata } from "litesvm";

// LiteSVM returns its error enums as numbers (const enums: no names at run time). These lists give them the
// names Solana's JSON-RPC uses, in the enums' order.
const TRANSACTION_ERRORS = [
  "AccountInUse",
  "AccountLoadedTwice",
  "AccountNotFound",
  "ProgramAccountNotFound",
  "InsufficientFundsForFee",
  "InvalidAccountForFee",
  "AlreadyProcessed",
  "BlockhashNotFound",
  "CallChainTooDeep",
  "MissingSignatureForFee",
  "InvalidAccountIndex",
  "SignatureFailure",
  "InvalidProgramForExecution",
  "SanitizeFailure",
  "ClusterMaintenance",
  "AccountBorrowOutstanding",
  "WouldExceedMaxBlockCostLimit",
  "UnsupportedVersion",
  "InvalidWritableAccount",
  "WouldExceedMaxAccountCostLimit",
  "WouldExceedAccountDataBlockLimit",
  "TooManyAccountLocks",
  "AddressLookupTableNotFound",
  "InvalidAddressLookupTableOwner",
  "InvalidAddressLookupTableData",
  "InvalidAddressLookupTableIndex",
  "InvalidRentPayingAccount",
  "WouldExceedMaxVoteCostLimit",
  "WouldExceedAccountDataTotalLimit",
  "MaxLoadedAccountsDataSizeExceeded",
  "ResanitizationNeeded",
  "InvalidLoadedAccountsDataSizeLimit",
  "UnbalancedTransaction",
  "ProgramCacheHitMaxLimit",
  "CommitCancelled",
];

const INSTRUCTION_ERRORS = [
  "GenericError",
  "InvalidArgument",
  "InvalidInstructionData",
  "InvalidAccountData",
  "AccountDataTooSmall",
  "InsufficientFunds",
  "IncorrectProgramId",
  "MissingRequiredSignature",
  "AccountAlreadyInitialized",
  "UninitializedAccount",
  "UnbalancedInstruction",
  "ModifiedProgramId",
  "ExternalAccountLamportSpend",
  "ExternalAccountDataModified",
  "ReadonlyLamportChange",
  "ReadonlyDataModified",
  "DuplicateAccountIndex",
  "ExecutableModified",
  "RentEpochModified",
  "NotEnoughAccountKeys",
  "AccountDataSizeChanged",
  "AccountNotExecutable",
  "AccountBorrowFailed",
  "AccountBorrowOutstanding",
  "DuplicateAccountOutOfSync",
  "InvalidError",
  "ExecutableDataModified",
  "ExecutableLamportChange",
  "ExecutableAccountNotRentExempt",
  "UnsupportedProgramId",
  "CallDepth",
  "MissingAccount",
  "ReentrancyNotAllowed",
  "MaxSeedLengthExceeded",
  "InvalidSeeds",
  "InvalidRealloc",
  "ComputationalBudgetExceeded",
  "PrivilegeEscalation",
  "ProgramEnvironmentSetupFailure",
  "ProgramFailedToComplete",
  "ProgramFailedToCompile",
  "Immutable",
  "IncorrectAuthority",
  "AccountNotRentExempt",
  "InvalidAccountOwner",
  "ArithmeticOverflow",
  "UnsupportedSysvar",
  "IllegalOwner",
  "MaxAccountsDataAllocationsExceeded",
  "MaxAccountsExceeded",
  "MaxInstructionTraceLengthExceeded",
  "BuiltinProgramsMustConsumeComputeUnits",
  "BorshIoError",
];

/** A transaction error as it appears in JSON-RPC: "AccountNotFound", {"InstructionError":[0,{"Custom":1}]}, ... */
export type RpcTransactionError = string | Record<string, unknown>;

/**
 * LiteSVM's error of a failed transaction in the shape Solana's JSON-RPC gives it (what clients parse). The
 * error classes are not exported by litesvm's entry point, so they are told apart by their class names.
 */
export function toRpcTransactionError(failure: FailedTransactionMetadata): RpcTransactionError {
  const err: unknown = failure.err();
  if (typeof err === "number") return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`;
  const kind = (err as object | null)?.constructor?.name;
  const fields = err as { index?: number; accountIndex?: number; err?: () => unknown };
  switch (kind) {
    case "TransactionErrorInstructionError": {
      const inner = fields.err?.();
      let instruction: RpcTransactionError;
      if (typeof inner === "number") instruction = INSTRUCTION_ERRORS[inner] ?? "GenericError";
      else if (inner && typeof (inner as { code?: unknown }).code === "number") {
        instruction = { Custom: (inner as { code: number }).code };
      } else instruction = "BorshIoError";
      return { InstructionError: [fields.index, instruction] };
    }
    case "TransactionErrorDuplicateInstruction":
      return { DuplicateInstruction: fields.index };
    case "TransactionErrorInsufficientFundsForRent":
      return { InsufficientFundsForRent: { account_index: fields.accountIndex } };
    case "TransactionErrorProgramExecutionTemporarilyRestricted":
      return { ProgramExecutionTemporarilyRestricted: { account_index: fields.accountIndex } };
    default:
      return String(err);
  }
}
