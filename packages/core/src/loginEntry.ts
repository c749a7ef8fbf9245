// @foyer/core/login: the login flow machines (login, code entry, captcha, Farcaster, account transfer).
// Imported by the lazily loaded modal and the headless login hooks, so they never reach the initial chunks.
// The wallet and Farcaster methods (with their machines) have entries of their own (`@foyer/core/login/wallet`,
// `@foyer/core/login/farcaster`), loaded when the user picks them; `@foyer/core/login/all` is every method and
// the login machine over them, for tests and hosts that want it at once.

export {
  type AccountTransferData,
  type AccountTransferEffect,
  type AccountTransferEvent,
  type AccountTransferState,
  type AccountTransferTimerId,
  accountTransferMachine,
} from "./flows/accountTransfer/accountTransferMachine.ts";
export { transferDataFrom } from "./flows/accountTransfer/startAccountTransfer.ts";
export type {
  CaptchaEffect,
  CaptchaEvent,
  CaptchaState,
  CaptchaStatus,
  CaptchaTimerId,
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
export type {
  FarcasterEffect,
  FarcasterEvent,
  FarcasterState,
  FarcasterTimerId,
} from "./flows/farcaster/farcasterMachine.ts";
export type { CaptchaStepPart } from "./flows/login/captchaStep.ts";
export { createLoginMachine, type LoginMachine } from "./flows/login/createLoginMachine.ts";
export { decidePostLogin, type PostLoginDecision } from "./flows/login/decidePostLogin.ts";
export { openStatusStep, statusFailed, statusStepParts } from "./flows/login/externalStatus.ts";
export { isValidEmail } from "./flows/login/isValidEmail.ts";
export {
  type LoginKit,
  type LoginMethodDefinition,
  type LoginStart,
  linkStart,
} from "./flows/login/LoginMethodDefinition.ts";
export { leaveCaptchaThen, withToken } from "./flows/login/leaveCaptchaThen.ts";
export { linkedSuccess } from "./flows/login/linkedSuccess.ts";
export {
  type CaptchaRequest,
  type EmailFormError,
  type EmailFormState,
  type ExternalStatus,
  type LinkMethod,
  type LoginEffect,
  type LoginEvent,
  type LoginFlowMethod,
  type LoginMethodEffects,
  type LoginMethodEvents,
  type LoginMethodSteps,
  type LoginMethodTimers,
  type LoginOptions,
  type LoginState,
  type LoginStep,
  type LoginStepName,
  type LoginTimerId,
  type LoginTransition,
  loginModeOf,
  type SignedIn,
} from "./flows/login/loginTypes.ts";
export { isGatingError, routeSignInError } from "./flows/login/routeSignInError.ts";
export { emailMethod } from "./flows/loginMethods/email/emailMethod.ts";
export type { FarcasterStep } from "./flows/loginMethods/farcaster/farcasterMethod.ts";
export { oauthMethod } from "./flows/loginMethods/oauth/oauthMethod.ts";
export { type PasskeyAction, type PasskeyStep, passkeyMethod } from "./flows/loginMethods/passkey/passkeyMethod.ts";
export { codeStepMethod } from "./flows/loginMethods/passwordless/codeStep.ts";
export { smsMethod } from "./flows/loginMethods/sms/builtinSmsMethod.ts";
export { createSmsMethod, type PhoneFormState, type PhoneStep } from "./flows/loginMethods/sms/smsMethod.ts";
export { telegramMethod } from "./flows/loginMethods/telegram/telegramMethod.ts";
export type { WalletsStep } from "./flows/loginMethods/wallet/walletMethod.ts";
export type {
  FlowFinish,
  FlowMachine,
  FlowTransition,
  ModalFlowHandle,
} from "./flows/modalFlow/FlowMachine.ts";
