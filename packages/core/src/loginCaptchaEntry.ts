// @foyer/core/login/captcha: the captcha machine and the login machine's captcha step
// (`createLoginMachine(methods, captchaStepPart)`), loaded by the modal only for apps with a captcha.
export { CAPTCHA_TIMERS, captchaMachine, isCaptchaError } from "./flows/captcha/captchaMachine.ts";
export { captchaStepPart } from "./flows/login/captchaStep.ts";
