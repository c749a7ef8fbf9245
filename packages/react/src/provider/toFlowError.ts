// The error helpers live in the runtime (@foyer/core/runtime); this path stays for the wallet code that imports it.
export { toFlowError, toFoyerError } from "@foyer/core/runtime/errors";
