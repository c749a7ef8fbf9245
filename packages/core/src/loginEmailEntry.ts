// @foyer/core/login/email: the email method and the code step it shares with SMS, what the modal loads with its
// first screen. Imported instead of `@foyer/core/login`, whose re-exports (the other methods, the status-step
// helpers) would otherwise all land on the modal's path: esbuild assigns chunks per file reached.
export { emailMethod } from "./flows/loginMethods/email/emailMethod.ts";
export { codeStepHelpers, codeStepMethod } from "./flows/loginMethods/passwordless/codeStep.ts";
