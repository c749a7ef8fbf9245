import type { ApiClient } from "../../api/createApiClient.ts";
import type { CaptchaProvider as CaptchaProviderName, WireAltchaChallenge } from "../../api/wire.ts";
import { loadScriptOnce, type ScriptHost } from "./loadScriptOnce.ts";

/**
 * One captcha provider behind the captcha machine's effects: `isReady` answers `checkCaptchaProvider`
 * (polled every 200 ms by the machine), `execute` answers `executeCaptcha` with a single-use token.
 * This module loads only with the captcha screen; ALTCHA's solver and the widget scripts load later still.
 */
export interface CaptchaProvider {
  isReady(): boolean;
  execute(reset: boolean): Promise<string>;
  dispose(): void;
}

export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
export const HCAPTCHA_SCRIPT = "https://js.hcaptcha.com/1/api.js?render=explicit";

/** The payload ALTCHA's widget submits: base64 of JSON {algorithm, challenge, number, salt, signature}. */
export function altchaPayload(challenge: WireAltchaChallenge, number: number): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
  return btoa(json);
}

/** ALTCHA: a challenge from our server, solved by proof of work in the browser (works offline). */
export function createAltchaProvider(api: Pick<ApiClient, "captcha">): CaptchaProvider {
  let abort: AbortController | null = null;
  return {
    isReady: () => true,
    async execute() {
      const challenge = await api.captcha.altchaChallenge();
      const { solveChallenge } = await import("altcha-lib/v1");
      const run = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
      abort = run.controller;
      const solution = await run.promise;
      abort = null;
      if (!solution) throw new Error("ALTCHA challenge could not be solved");
      return altchaPayload(challenge, solution.number);
    },
    dispose: () => abort?.abort(),
  };
}

/** The common surface of Turnstile and hCaptcha's explicit-render APIs that we use. */
interface WidgetApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  execute(id: string | number, ...rest: unknown[]): unknown;
  reset(id?: string | number): void;
  remove(id: string | number): void;
}

interface WidgetEnv {
  /** The provider's global (window.turnstile / window.hcaptcha), when its script has run. */
  widget(): WidgetApi | undefined;
  scripts: ScriptHost;
  createContainer(): HTMLElement;
}

function browserEnv(kind: "turnstile" | "hcaptcha"): WidgetEnv {
  return {
    widget: () => (globalThis as unknown as Record<string, WidgetApi | undefined>)[kind],
    scripts: document,
    createContainer() {
      // Outside the modal's shadow root: the widgets look their containers up in the document.
      const div = document.createElement("div");
      div.dataset.foyerCaptchaWidget = kind;
      document.body.appendChild(div);
      return div;
    },
  };
}

/**
 * Turnstile or hCaptcha: the widget script is added to the page on demand, rendered invisibly
 * ("execute" mode) and executed; the token arrives through the widget's callback.
 */
export function createWidgetProvider(
  kind: "turnstile" | "hcaptcha",
  siteKey: string,
  env: WidgetEnv = browserEnv(kind),
): CaptchaProvider {
  loadScriptOnce(kind === "turnstile" ? TURNSTILE_SCRIPT : HCAPTCHA_SCRIPT, env.scripts);
  let container: HTMLElement | null = null;
  let id: string | number | null = null;
  let pending: { resolve(token: string): void; reject(error: Error): void } | null = null;
  return {
    isReady: () => env.widget() !== undefined,
    execute(reset) {
      const api = env.widget();
      if (!api) return Promise.reject(new Error(`${kind} is not loaded`));
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
        if (id === null) {
          container = env.createContainer();
          const fail = () => pending?.reject(new Error(`${kind} failed`));
          id = api.render(container, {
            sitekey: siteKey,
            size: "invisible",
            execution: "execute",
            appearance: "interaction-only",
            callback: (token: string) => pending?.resolve(token),
            "error-callback": fail,
            "expired-callback": fail,
          });
        } else if (reset) {
          api.reset(id);
        }
        api.execute(id);
      });
    },
    dispose() {
      const api = env.widget();
      if (api && id !== null) api.remove(id);
      container?.remove();
      pending = null;
    },
  };
}

/** The provider the app's config names. */
export function createCaptchaProvider(
  provider: CaptchaProviderName,
  siteKey: string | null,
  api: Pick<ApiClient, "captcha">,
): CaptchaProvider {
  if (provider === "altcha" || !siteKey) return createAltchaProvider(api);
  return createWidgetProvider(provider, siteKey);
}
