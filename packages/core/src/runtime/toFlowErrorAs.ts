import type { FoyerErrorCode } from "../errors/catalogue.ts";
import { FoyerError } from "../errors/FoyerError.ts";
import type { FlowError } from "../flows/codeEntry/codeEntryMachine.ts";

/**
 * Any thrown value as the plain error a flow machine keeps: a FoyerError as it is (details included), anything
 * else under `fallback` with its message.
 *
 * @example toFlowErrorAs(new Error("frame gone"), "unknown_mfa_error") // { code: "unknown_mfa_error", message: "frame gone", ... }
 */
export function toFlowErrorAs(error: unknown, fallback: FoyerErrorCode): FlowError {
  if (error instanceof FoyerError)
    return { code: error.code, message: error.shortMessage, status: error.status, details: error.details };
  return { code: fallback, message: error instanceof Error ? error.message : String(error), status: null };
}
