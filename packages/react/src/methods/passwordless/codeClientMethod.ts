import type { WireAuthResponse, WireUserBody } from "@foyer/core/api";
import { toAuthResult, userFromBody } from "@foyer/core/api/answers";
import type {
  PasswordlessAuthenticateBody,
  PasswordlessInitBody,
  PasswordlessLinkBody,
  PasswordlessUpdateBody,
} from "@foyer/core/contract";
import type { LoginEffect, LoginState } from "@foyer/core/login";
import { codeStepMethod } from "@foyer/core/login/email";
import { toFlowError } from "@foyer/core/runtime/login";
import type { ClientLoginMethod, LoginRunContext } from "../../provider/ClientLoginMethod.ts";
import { smsPart } from "../sms/loadSmsPart.ts";
import type { CodeCall, CodeCalls } from "./CodeCalls.ts";
import { CodeScreen } from "./CodeScreen.tsx";

type Effect<T extends LoginEffect["type"]> = Extract<LoginEffect, { type: T }>;

/**
 * The code step's calls for an email, made through the API client's request function rather than its `passwordless`
 * group, which loads apart and would be a chunk of its own on every email login (issue 19). Their bodies are typed
 * by the server's schemas as the group's are; codeClientMethod.test.ts holds both to the same requests.
 */
const emailCodeCalls: CodeCalls = {
  // A body makes the call a POST; JSON leaves an undefined field out (no captcha_token, no mode).
  sendCode: ({ email, captchaToken }, { store }) => {
    const body: PasswordlessInitBody = { email, captcha_token: captchaToken };
    return store.api.request("passwordless/init", { body });
  },
  authenticate: ({ email, code, mode }, { store }) => {
    const body: PasswordlessAuthenticateBody = { email, code, mode };
    return store.api.request<WireAuthResponse>("passwordless/authenticate", { body }).then(toAuthResult);
  },
  link: ({ email, code }, { store, options: { replacing } }) => {
    const body: PasswordlessLinkBody | PasswordlessUpdateBody = replacing
      ? { old_address: replacing, new_address: email, code }
      : { email, code };
    const path = replacing ? "passwordless/update" : "passwordless/link";
    return store.api.request<WireUserBody>(path, { body, auth: "required" }).then(userFromBody);
  },
};

/**
 * Makes one call for the destination (an email's here, a phone number's, `channel` set, from the SMS
 * part, which an opening that can send a code to a phone has loaded before it started), then hands its answer to
 * `done`, or its error to the code step as the `failed` event.
 */
function run<T>(
  to: { channel?: string },
  ctx: LoginRunContext,
  make: (calls: CodeCalls) => Promise<T>,
  done: (answer: T) => unknown,
  failed: "sendCodeFailed" | "resendFailed" | "authenticateFailed",
): void {
  (to.channel ? smsPart.load().then((m) => make(m.smsCodeCalls)) : make(emailCodeCalls)).then(done, (error) =>
    ctx.send({ type: failed, error: toFlowError(error) }),
  );
}

/** The code step's calls, shared by email and phone: send (with the captcha token), sign in, link. */
export const codeClientMethod: ClientLoginMethod = {
  id: "code",
  definition: codeStepMethod,
  // Bundled with the modal, as the rest of the email journey (modal/screenRouter.ts says why).
  screens: { code: () => Promise.resolve(CodeScreen) },
  run: {
    sendCode: (effect: Effect<"sendCode">, ctx) =>
      run(
        effect,
        ctx,
        (calls) => calls.sendCode(effect, ctx),
        () => ctx.send({ type: effect.resend ? "resendSucceeded" : "codeSent" }),
        effect.resend ? "resendFailed" : "sendCodeFailed",
      ),
    // The code entered: a sign-in, or in link mode a link, at the code step's destination.
    authenticate: ({ code }: Effect<"authenticate">, ctx) => {
      const state = ctx.state();
      const step = state.step as Extract<LoginState["step"], { name: "code" }>;
      const call: CodeCall = { email: step.email, channel: step.channel, code };
      if (state.mode === "link") run(call, ctx, (calls) => calls.link(call, ctx), ctx.linked, "authenticateFailed");
      else {
        if (state.disableSignup) call.mode = "no-signup";
        run(call, ctx, (calls) => calls.authenticate(call, ctx), ctx.signIn, "authenticateFailed");
      }
    },
  },
};
