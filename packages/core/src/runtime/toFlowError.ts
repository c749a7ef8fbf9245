import { FoyerError } from "../errors/FoyerError.ts";
import type { FlowError } from "../flows/codeEntry/codeEntryMachine.ts";

/** Any thrown value as a FoyerError (unknown failures become `unknown_auth_error`). */
export function toFoyerError(error: unknown): FoyerError {
  if (error instanceof FoyerError) return error;
  return new FoyerError("unknown_auth_error", undefined, { cause: error });
}

/** The plain-data view of an error that the flow machines consume. */
export function toFlowError(error: unknown): FlowError {
  const e = toFoyerError(error);
  return { code: e.code, message: e.shortMessage, status: e.status, details: e.details };
}
