// @foyer/core/login/code: the code-entry machine alone (the six boxes of the code screen, MFA's and the wallet
// frame's codes), without the @foyer/core/login barrel, for the modal's screen kit to re-export (issue 19).
export {
  type CodeEntryEffect,
  type CodeEntryError,
  type CodeEntryEvent,
  type CodeEntryMachine,
  type CodeEntryState,
  codeEntryMachine,
  type FlowError,
} from "./flows/codeEntry/codeEntryMachine.ts";
