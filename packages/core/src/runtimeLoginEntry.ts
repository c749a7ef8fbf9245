// @foyer/core/runtime/login: the login machine's interpreter (one controller per opening of the modal: it runs
// the machine with createMachineRunner and carries out its effects, a method's own through the method's runner),
// the lazy loading of method definitions and the "Recent" login memory. Loaded with the modal.

// The code step's runner (in the modal's chunk) reads it here: through @foyer/core/runtime/errors, a file of re-exports
// only, it made an empty chunk on the email journey.
export { toFlowError } from "./errors/FoyerError.ts";
export {
  createLoginController,
  type LoginController,
  type LoginControllerOptions,
} from "./runtime/login/createLoginController.ts";
export { definitionOf, loadDefinition, loadNeededMethods } from "./runtime/login/loadLoginMethods.ts";
export type { LoginRunContext, RuntimeLoginMethod } from "./runtime/login/RuntimeLoginMethod.ts";
export {
  type RecentLogin,
  readRecentLogin,
  recentLoginKey,
  shouldRememberLogin,
  writeRecentLogin,
} from "./runtime/login/recentLogin.ts";
