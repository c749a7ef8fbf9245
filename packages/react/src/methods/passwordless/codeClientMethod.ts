import type { WireAuthResponse, WireUserBody } from "@foyer/core/api";
import { toAuthResult, userFromBody } from "@foyer/core/api/answers";
import type {
  PasswordlessAuthenticateBody,
  PasswordlessInitBody,
  PasswordlessLinkBody,
  PasswordlessUpdateBody,
} from "@foyer/core/contract";
import type { LoginEffect } from "@foyer/core/login";
import { codeStepMethod } from "@foyer/core/login/email";
import { toFlowError } from "@foyer/core/runtime/login";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { smsPart } from "../sms/loadSmsPart.ts";
import type { CodeCalls } from "./CodeCalls.ts";
import { CodeScreen } from "./CodeScreen.tsx";

type Effect<T extends LoginEffect["type"]> = Extract<LoginEffect, { type: T }>;

/**
 * The code step's calls for an email, made through the API client's request function rather than its `passwordless`
 * group, which loads apart and would be a chunk of its own on every email login (issue 19). Their bodies are typed
 * by the server's schemas as the group's are; codeClientMethod.test.ts holds both to the same requests.
 */
const emailCodeCalls: CodeCalls = {
  sendCode: async ({ email, captchaToken }, { store }) => {
    const body: PasswordlessInitBody = captchaToken === undefined ? { email } : { email, captcha_token: captchaToken };
    await store.api.request("passwordless/init", { method: "POST", body });
  },
  authenticate: async ({ email, code, mode }, { store }) => {
    const body: PasswordlessAuthenticateBody = mode === undefined ? { email, code } : { email, code, mode };
    return toAuthResult(
      await store.api.request<WireAuthResponse>("passwordless/authenticate", { method: "POST", body }),
    );
  },
  link: async ({ email, code }, { store, options }) => {
    const old = options.replacing;
    const body: PasswordlessLinkBody | PasswordlessUpdateBody = old
      ? { old_address: old, new_address: email, code }
      : { email, code };
    const path = old ? "passwordless/update" : "passwordless/link";
    return userFromBody(await store.api.request<WireUserBody>(path, { method: "POST", body, auth: "required" }));
  },
};

/**
 * One call for the effect's destination: an email's here, a phone number's (`channel` set) from the SMS part,
 * which an opening that can send a code to a phone has loaded before it started.
 */
function call<T>(effect: { channel?: string }, make: (calls: CodeCalls) => Promise<T>): Promise<T> {
  return effect.channel ? smsPart.load().then((m) => make(m.smsCodeCalls)) : make(emailCodeCalls);
}

/** The code step's calls, shared by email and phone: send (with the captcha token), sign in, link. */
export const codeClientMethod: ClientLoginMethod = {
  id: "code",
  definition: codeStepMethod,
  // Bundled with the modal, as the rest of the email journey (modal/screenRouter.ts says why).
  screens: { code: () => Promise.resolve(CodeScreen) },
  run: {
    sendCode(effect: Effect<"sendCode">, ctx) {
      call(effect, (calls) => calls.sendCode(effect, ctx)).then(
        () => ctx.send(effect.resend ? { type: "resendSucceeded" } : { type: "codeSent" }),
        (error: unknown) => {
          const flowError = toFlowError(error);
          ctx.send(
            effect.resend ? { type: "resendFailed", error: flowError } : { type: "sendCodeFailed", error: flowError },
          );
        },
      );
    },
    authenticate(effect: Effect<"authenticate">, ctx) {
      call(effect, (calls) => calls.authenticate(effect, ctx)).then(ctx.signIn, (error: unknown) =>
        ctx.send({ type: "authenticateFailed", error: toFlowError(error) }),
      );
    },
    link(effect: Effect<"link">, ctx) {
      call(effect, (calls) => calls.link(effect, ctx)).then(
        (user) => ctx.linked(user),
        (error: unknown) => ctx.send({ type: "authenticateFailed", error: toFlowError(error) }),
      );
    },
    focusBox: (effect: Effect<"focusBox">, ctx) => ctx.focusBox(effect.index),
  },
};
