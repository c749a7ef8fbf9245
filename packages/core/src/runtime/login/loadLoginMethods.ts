import type { LoginMethodDefinition } from "../../flows/login/LoginMethodDefinition.ts";
import type { LoginControllerOptions } from "./createLoginController.ts";
import type * as LoginCaptchaPart from "./loginCaptchaPart.ts";
import type { RuntimeLoginMethod } from "./RuntimeLoginMethod.ts";

type AnyMethod = RuntimeLoginMethod<never>;

// Loaded code, not state: a definition module once fetched is the same for every store and opening.
const loaded = new WeakMap<AnyMethod, LoginMethodDefinition>();

/** The method's machine definition if it is at hand (eager, or already loaded). */
export function definitionOf(method: AnyMethod): LoginMethodDefinition | undefined {
  return method.definition ?? loaded.get(method);
}

/** Loads a lazy method's definition (once). */
export async function loadDefinition(method: AnyMethod): Promise<LoginMethodDefinition> {
  const ready = definitionOf(method);
  if (ready) return ready;
  if (!method.loadDefinition) throw new Error(`The login method "${method.id}" has no definition.`);
  const definition = await method.loadDefinition();
  loaded.set(method, definition);
  return definition;
}

/** A part's module once fetched: its definition for the machine, its runners kept on the part. */
const loadPart = (
  part: AnyMethod,
  module: Promise<{ definition: LoginMethodDefinition; run: AnyMethod["run"] }>,
): Promise<LoginMethodDefinition> =>
  module.then(({ definition, run }) => {
    part.run = run;
    return definition;
  });

/**
 * Parts of the login machine that are no login method, loaded apart like the lazy methods: the account
 * transfer's routing and screen (a 409 `account_transfer_required` answers only a link: as a link opening
 * starts, `joinsFor`) and the post-login screens, terms and wallet creation (before an opening of an app that
 * shows them).
 * A screen event that comes before its part waits for it (the controller's `send`). A part brings the runners of
 * the effects only its steps ask for (`run`, set as it loads).
 */
export const machineParts: readonly AnyMethod[] = [
  {
    id: "accountTransfer",
    events: ["transfer"],
    // It also routes the 409 to its step, and only a link is answered one: it loads as a link opening starts.
    joinsFor: (options) => options.mode === "link",
    loadDefinition() {
      return loadPart(this, import("./accountTransferPart.ts"));
    },
  },
  {
    id: "postLogin",
    events: [
      "walletCreationStarted",
      "walletCreated",
      "walletCreationFailed",
      "acceptTerms",
      "termsAccepted",
      "termsFailed",
      "declineTerms",
    ],
    neededFor: (options) => options.requireTermsAcceptance === true || options.createEmbeddedWallet !== undefined,
    loadDefinition() {
      return loadPart(this, import("./postLoginPart.ts"));
    },
  },
];

// The captcha part (the captcha step and its effects' runners), once loaded (the same for every store and opening).
let captchaPart: typeof LoginCaptchaPart | null = null;

/** The captcha part if it is loaded (apps with a captcha load it before their first opening starts). */
export const loadedCaptchaPart = (): typeof LoginCaptchaPart | null => captchaPart;

/**
 * Loads what an opening needs before it starts: the lazy methods it starts on, and the captcha part when the
 * app has a captcha; null when nothing is missing (the controller can start at once).
 */
export function loadNeededMethods(
  methods: readonly AnyMethod[],
  options: LoginControllerOptions,
): Promise<unknown> | null {
  const missing: Promise<unknown>[] = [...methods, ...machineParts]
    .filter((m) => !definitionOf(m) && m.neededFor?.(options))
    .map(loadDefinition);
  if (options.captchaEnabled && !captchaPart) {
    missing.push(
      import("./loginCaptchaPart.ts").then((m) => {
        captchaPart = m;
      }),
    );
  }
  return missing.length === 0 ? null : Promise.all(missing);
}
