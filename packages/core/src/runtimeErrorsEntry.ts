// @foyer/core/runtime/errors: any thrown value as a FoyerError or as the plain error a flow machine keeps (used by
// the hooks, the login controller and the runners; not by the start-up code, see runtimeEntry.ts).

export { toFlowError, toFoyerError } from "./errors/FoyerError.ts";
