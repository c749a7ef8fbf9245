// @foyer/core/login: the login flow machines (login, code entry, captcha, Farcaster, account transfer).
// Imported by the lazily loaded modal and the headless login hooks, so they never reach the initial chunks.

export {
  type AccountTransferData,
  type AccountTransferEffect,
  type AccountTransferEvent,
  type AccountTransferState,
  type AccountTransferTimerId,
  accountTransferMachine,
  transferDataFrom,
} from "./flows/accountTransfer/accountTransferMachine.ts";
export {
  CAPTCHA_TIMERS,
  type CaptchaEffect,
  type CaptchaEvent,
  type CaptchaState,
  type CaptchaStatus,
  type CaptchaTimerId,
  captchaMachine,
  isCaptchaError,
} from "./flows/captcha/captchaMachine.ts";
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
export {
  FARCASTER_TIMERS,
  type FarcasterEffect,
  type FarcasterEvent,
  type FarcasterState,
  type FarcasterTimerId,
  farcasterMachine,
  farcasterTimeoutError,
} from "./flows/farcaster/farcasterMachine.ts";
export { decidePostLogin, type PostLoginDecision } from "./flows/login/decidePostLogin.ts";
export { isValidEmail } from "./flows/login/isValidEmail.ts";
export {
  type EmailFormError,
  type EmailFormState,
  type LinkMethod,
  type LoginEffect,
  type LoginEvent,
  type LoginFlowMethod,
  type LoginOptions,
  type LoginState,
  type LoginStep,
  type LoginStepName,
  type LoginTimerId,
  loginMachine,
  type PasskeyAction,
  type PhoneFormState,
  routeSignInError,
  type SignedIn,
} from "./flows/login/loginMachine.ts";
export type {
  FlowFinish,
  FlowMachine,
  FlowTransition,
  ModalFlowHandle,
} from "./flows/modalFlow/FlowMachine.ts";
