import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import type { LoginStep } from "./loginTypes.ts";

/**
 * The gates of the sign-in error routing (spec 000 §4): the step an error leads to, or the error screen. The
 * account transfer's 409 is its part's to route (`accountTransferStep.errorStep`, transferStep.ts), so that the
 * login machine carries no transfer code; routeSignInError.ts has the whole table.
 */
export function gateStepOf(error: FlowError): LoginStep {
  const code = error.code;
  const name =
    code === "allowlist_rejected"
      ? "allowlist"
      : code === "max_accounts_reached"
        ? "userLimit"
        : code === "user_does_not_exist"
          ? "accountNotFound"
          : "error";
  return { name, error };
}
