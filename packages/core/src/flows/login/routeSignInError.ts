import type { FlowError } from "../codeEntry/codeEntryMachine.ts";
import { gateStepOf } from "./gateStep.ts";
import type { LoginStep } from "./loginTypes.ts";
import { transferStepOf } from "./transferStep.ts";

/**
 * Sign-in error routing (spec 000 §4), the whole table: the step an error leads to. The login machine routes
 * the gates itself (gateStep.ts) and the account transfer through its part (`accountTransferStep.errorStep`).
 */
export function routeSignInError(error: FlowError): LoginStep {
  return transferStepOf(error) ?? gateStepOf(error);
}

/** The error has a screen of its own (a gate or the account transfer), not the method's Retry. */
export const isGatingError = (error: FlowError): boolean => routeSignInError(error).name !== "error";
