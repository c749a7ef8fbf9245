import { codeStepHelpers } from "../passwordless/codeStep.ts";
import { createSmsMethod } from "./smsMethod.ts";

/** The SMS / WhatsApp method over the code step (the modal builds its own when it loads the method). */
export const smsMethod = createSmsMethod(codeStepHelpers);
