import { codeEntryMachine } from "../codeEntry/codeEntryMachine.ts";
import { createMfaMachine } from "./createMfaMachine.ts";

/**
 * The MFA machine (verify, enrol, manage) over core's code-entry machine. The modal's MFA flow builds its own over
 * the modal's (@foyer/react's flows/mfa/mfaFlow.ts), so that this file stays off its path.
 */
export const mfaMachine = /* @__PURE__ */ createMfaMachine(() => codeEntryMachine);
