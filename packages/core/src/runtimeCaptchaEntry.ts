// @foyer/core/runtime/captcha: the captcha providers (ALTCHA proof of work, Turnstile, hCaptcha), loaded on demand
// with the captcha step or a guest sign-in that needs one.

export {
  altchaPayload,
  type CaptchaProvider,
  createAltchaProvider,
  createCaptchaProvider,
  createWidgetProvider,
  HCAPTCHA_SCRIPT,
  TURNSTILE_SCRIPT,
} from "./runtime/captcha/createCaptchaProvider.ts";
export { loadScriptOnce, type ScriptHost } from "./runtime/captcha/loadScriptOnce.ts";
