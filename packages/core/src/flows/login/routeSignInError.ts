import { transferDataFrom } from "../accountTransfer/startAccountTransfer.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { LoginStep } from "./loginTypes.ts";

/** Sign-in error routing (spec 000 §4): the step an error leads to. */
export function routeSignInError(error: FlowError): LoginStep {
  switch (error.code) {
    case "allowlist_rejected":
      return { name: "allowlist", error };
    case "max_accounts_reached":
      return { name: "userLimit", error };
    case "user_does_not_exist":
      return { name: "accountNotFound", error };
    case "account_transfer_required": {
      const data = transferDataFrom(error.details);
      // Incomplete inputs: the generic error screen, with "missing account transfer inputs" (as startAccountTransfer).
      return data?.account.type
        ? { name: "accountTransfer", error, transfer: { ...data, stage: "initial", copied: false, warned: false } }
        : {
            name: "error",
            error: { ...error, code: "unknown_auth_error", message: "missing account transfer inputs" },
          };
    }
    default:
      return { name: "error", error };
  }
}

/** The error has a screen of its own (a gate or the account transfer), not the method's Retry. */
export const isGatingError = (error: FlowError): boolean => routeSignInError(error).name !== "error";
