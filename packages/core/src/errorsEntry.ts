// @foyer/core/errors: the error catalogue and FoyerError. Per-feature entry points (this one, api, session,
// config, login, chains, embedded, constants) let a bundler load each feature with the code that uses it: a
// barrel reached from the page's start-up code would pull every flow it re-exports into the initial chunks.
export {
  type CatalogueEntry,
  errorCatalogue,
  errorCodes,
  type FoyerErrorCode,
  isFoyerErrorCode,
} from "./errors/catalogue.ts";
export {
  type ErrorDetails,
  type ErrorDetailsByCode,
  errorDetails,
  type InvalidDataIssue,
} from "./errors/ErrorDetails.ts";
export { FoyerError } from "./errors/FoyerError.ts";
