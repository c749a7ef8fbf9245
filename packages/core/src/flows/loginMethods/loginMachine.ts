import { captchaStepPart } from "../login/captchaStep.ts";
import { createLoginMachine } from "../login/createLoginMachine.ts";
import { builtinLoginMethods } from "./builtinLoginMethods.ts";

/** The login (modal routing) machine over the built-in methods. */
export const loginMachine = createLoginMachine(builtinLoginMethods, captchaStepPart);
