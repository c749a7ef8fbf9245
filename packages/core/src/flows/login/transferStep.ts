import { transferDataFrom } from "../accountTransfer/startAccountTransfer.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { LoginStep } from "./loginTypes.ts";

/**
 * The sign-in error routing of a 409 `account_transfer_required` (spec 000 §4): the transfer step, built from the
 * error's details as the transfer machine starts it; incomplete inputs lead to the generic error screen with
 * "missing account transfer inputs" (as startAccountTransfer refuses them). Null for any other error.
 */
export function transferStepOf(error: FlowError): LoginStep | null {
  if (error.code !== "account_transfer_required") return null;
  const data = transferDataFrom(error.details);
  return data?.account.type
    ? { name: "accountTransfer", error, transfer: { ...data, stage: "initial", copied: false, warned: false } }
    : { name: "error", error: { ...error, code: "unknown_auth_error", message: "missing account transfer inputs" } };
}
