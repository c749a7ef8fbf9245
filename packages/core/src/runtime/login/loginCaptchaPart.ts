// The login modal's captcha part: the login machine's captcha step and the runners of its effects, loaded apart
// (loadNeededMethods) before the first opening of an app with a captcha only, so an email sign-in without one
// never carries them (issue 19).
import type { CaptchaProvider } from "../captcha/createCaptchaProvider.ts";
import type { LoginRunContext, RuntimeLoginMethod } from "./RuntimeLoginMethod.ts";

export { captchaStepPart } from "../../flows/login/captchaStep.ts";

// One provider per opening, released with it.
const providers = new WeakMap<LoginRunContext, Promise<CaptchaProvider>>();

/**
 * The opening's captcha provider (default ALTCHA), loaded with the captcha screen only: the provider module, and
 * through it ALTCHA's solver or a widget script.
 */
function providerOf(ctx: LoginRunContext): Promise<CaptchaProvider> {
  let provider = providers.get(ctx);
  if (!provider) {
    const { captcha } = ctx.options;
    const created = import("../../runtimeCaptchaEntry.ts").then((m) =>
      m.createCaptchaProvider(captcha?.provider ?? "altcha", captcha?.siteKey ?? null, ctx.store.api),
    );
    ctx.onDispose(() => void created.then((loaded) => loaded.dispose()).catch(() => {}));
    providers.set(ctx, created);
    provider = created;
  }
  return provider;
}

/** The captcha step's effects: is the provider ready, and a token from it. */
export const run: RuntimeLoginMethod["run"] = {
  checkCaptchaProvider(_effect, ctx: LoginRunContext) {
    providerOf(ctx).then(
      (provider) => ctx.send({ type: "captcha", event: { type: "providerChecked", ready: provider.isReady() } }),
      () => ctx.send({ type: "captcha", event: { type: "providerChecked", ready: false } }),
    );
  },
  executeCaptcha(effect: { reset: boolean }, ctx: LoginRunContext) {
    providerOf(ctx)
      .then((provider) => provider.execute(effect.reset))
      .then(
        (token) => ctx.send({ type: "captcha", event: { type: "solved", token } }),
        () => ctx.send({ type: "captcha", event: { type: "solveFailed" } }),
      );
  },
};
