// @foyer/core public entry point. Keep sections; each area adds its exports in its own section.

// ── errors ──
export { type CatalogueEntry, errorCatalogue, errorCodes, type FoyerErrorCode, isFoyerErrorCode } from "./errors/catalogue.ts";
export { FoyerError } from "./errors/FoyerError.ts";

// ── constants and shared types ──
export * from "./constants.ts";
export type * from "./api/wire.ts";
export type * from "./types.ts";

// ── config (validation and resolution, spec 000 §5) ──

// ── api client ──

// ── session ──

// ── flows ──
export {
  type CodeEntryEffect,
  type CodeEntryError,
  type CodeEntryErrorKind,
  type CodeEntryEvent,
  type CodeEntryState,
  type CodeEntryTimerId,
  codeEntryMachine,
  ESCALATED_CODE_ERRORS,
  type FlowError,
} from "./flows/codeEntry/codeEntryMachine.ts";
export { decidePostLogin, type PostLoginDecision } from "./flows/login/decidePostLogin.ts";
export { isValidEmail } from "./flows/login/isValidEmail.ts";
export {
  type EmailFormError,
  type EmailFormState,
  type LoginEffect,
  type LoginEvent,
  type LoginState,
  type LoginStep,
  type LoginStepName,
  type LoginTimerId,
  loginMachine,
  routeSignInError,
  type SignedIn,
} from "./flows/login/loginMachine.ts";

// ── theme / format ──
