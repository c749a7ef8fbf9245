// @foyer/core/login/captcha: the captcha machine and the login machine's captcha step
// (`createLoginMachine(methods, captchaStepPart)`). The modal loads the step with its effects' runners
// (runtime/login/loginCaptchaPart.ts), for apps with a captcha only.
export { CAPTCHA_TIMERS, captchaMachine, isCaptchaError } from "./flows/captcha/captchaMachine.ts";
export { captchaStepPart } from "./flows/login/captchaStep.ts";
