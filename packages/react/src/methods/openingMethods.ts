import { codeStepHelpers } from "@foyer/core/login/email";
import type { LoginControllerOptions } from "@foyer/core/runtime/login";
import type { ClientLoginMethod } from "../provider/ClientLoginMethod.ts";
import { lazyFrom, loadOnce } from "../ui/loadOnce.ts";
import type { BuiltinHelpers } from "./builtinMethodList.ts";
import { emailClientMethod } from "./email/emailClientMethod.ts";
import { codeClientMethod } from "./passwordless/codeClientMethod.ts";
import { smsPart } from "./sms/loadSmsPart.ts";

/** The email journey's methods, in the built-in list's order: email and the code step. */
export const emailMethods: readonly [ClientLoginMethod, ClientLoginMethod] = [emailClientMethod, codeClientMethod];

/**
 * The modal's helpers the other methods' descriptors are built over, and the email journey's methods the built-in
 * list places them among (builtinMethodList.ts: passed in rather than imported).
 */
export const methodHelpers: BuiltinHelpers = { loadOnce, lazyFrom, codeSteps: codeStepHelpers, smsPart, emailMethods };

// Every built-in method, once loaded: loaded code, the same for every store.
let builtinMethods: readonly ClientLoginMethod[] | null = null;

/**
 * Whether an opening can use no built-in method but email and its code step: a login whose entries are email
 * alone, or the link of an email, with no OAuth redirect coming back and no wallet to connect. Its landing draws
 * only the email entry, and no other method's event, effect, screen or transfer can come up.
 */
export function emailOnly(options: LoginControllerOptions): boolean {
  const only =
    options.mode === "link"
      ? options.linkMethod === "email"
      : options.offered?.every((name) => name === "email") === true;
  return (
    only &&
    options.resumeOAuth === undefined &&
    options.connectWalletOnly !== true &&
    options.walletListOverride === undefined
  );
}

/**
 * The built-in methods of an opening, or null while it needs the full list and that is not loaded yet
 * (`loadBuiltinMethods`). An email-only opening (the email journey) never loads the other methods' descriptors
 * (issue 19: about 3.3 KB of entries, events, runners and transfers it has no use for).
 */
export function builtinMethodsFor(options: LoginControllerOptions): readonly ClientLoginMethod[] | null {
  return emailOnly(options) ? emailMethods : builtinMethods;
}

/** Loads every built-in method's descriptor (their machines and screens still load when an opening needs them). */
export function loadBuiltinMethods(): Promise<unknown> {
  return import("./builtinMethodList.ts").then((m) => {
    builtinMethods ??= m.builtinMethodList(methodHelpers);
  });
}
