import type { CaptchaStepPart, LoginMethodDefinition } from "@foyer/core/login";
import type { LoginControllerOptions } from "../modal/createLoginController.ts";
import type { ClientLoginMethod } from "./ClientLoginMethod.ts";

// Loaded code, not state: a definition module once fetched is the same for every store and opening.
const loaded = new WeakMap<ClientLoginMethod, LoginMethodDefinition>();

/** The method's machine definition if it is at hand (eager, or already loaded). */
export function definitionOf(method: ClientLoginMethod): LoginMethodDefinition | undefined {
  return method.definition ?? loaded.get(method);
}

/** Loads a lazy method's definition (once). */
export async function loadDefinition(method: ClientLoginMethod): Promise<LoginMethodDefinition> {
  const ready = definitionOf(method);
  if (ready) return ready;
  if (!method.loadDefinition) throw new Error(`The login method "${method.id}" has no definition.`);
  const definition = await method.loadDefinition();
  loaded.set(method, definition);
  return definition;
}

// The captcha step, once loaded (the same for every store and opening).
let captchaStep: CaptchaStepPart | null = null;

/** The captcha step if it is loaded (apps with a captcha load it before their first opening starts). */
export const loadedCaptchaStep = (): CaptchaStepPart | null => captchaStep;

/**
 * Loads what an opening needs before it starts: the lazy methods it starts on, and the captcha step when the
 * app has a captcha; null when nothing is missing (the controller can start at once).
 */
export function loadNeededMethods(
  methods: readonly ClientLoginMethod[],
  options: LoginControllerOptions,
): Promise<unknown> | null {
  const missing: Promise<unknown>[] = methods
    .filter((m) => !definitionOf(m) && m.neededFor?.(options))
    .map(loadDefinition);
  if (options.captchaEnabled && !captchaStep) {
    missing.push(
      import("@foyer/core/login/captcha").then((m) => {
        captchaStep = m.captchaStepPart;
      }),
    );
  }
  return missing.length === 0 ? null : Promise.all(missing);
}
