import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { LoginStep } from "./loginTypes.ts";

/**
 * The gates of the sign-in error routing (spec 000 §4): the step an error leads to, or the error screen. The
 * account transfer's 409 is its part's to route (`accountTransferStep.errorStep`, transferStep.ts), so that the
 * login machine carries no transfer code; routeSignInError.ts has the whole table.
 */
export function gateStepOf(error: FlowError): LoginStep {
  switch (error.code) {
    case "allowlist_rejected":
      return { name: "allowlist", error };
    case "max_accounts_reached":
      return { name: "userLimit", error };
    case "user_does_not_exist":
      return { name: "accountNotFound", error };
    default:
      return { name: "error", error };
  }
}
