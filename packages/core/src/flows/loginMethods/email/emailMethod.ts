import { freshForm } from "../../login/freshForm.ts";
import { isValidEmail } from "../../login/isValidEmail.ts";
import type { LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import type { EmailFormState, LoginState, LoginStep, LoginTransition } from "../../login/loginTypes.ts";
import { inlineFormError, toCodeStep } from "../passwordless/codeStep.ts";

/** Stand-alone email screen (reached from an entry, e.g. in the overflow list, and where an email link starts). */
export interface EmailStep {
  name: "email";
  form: EmailFormState;
}

export type EmailEvent =
  | { type: "openEmail" }
  | { type: "emailChanged"; email: string }
  | { type: "submitEmail"; email?: string };

declare module "../../login/loginTypes.ts" {
  interface LoginMethodSteps {
    email: EmailStep;
  }
  interface LoginMethodEvents {
    email: EmailEvent;
  }
}

/**
 * Email: a code sent to the address (through the captcha when the app has one: the captcha step makes that send
 * and replays its answer here, `codeSendCaptcha`), then the code screen.
 */
export const emailMethod: LoginMethodDefinition = {
  id: "email",
  steps: ["email"],
  linkMethod: "email",
  linkStep: () => ({ name: "email", form: freshForm() }),
  transition(state, event, kit): LoginTransition | null {
    const stay: LoginTransition = { state, effects: [] };
    const step = state.step;
    // The email form: inline on the landing step, or the email step's.
    const form = step.name === "landing" || step.name === "email" ? step.form : null;
    const withForm = (next: EmailFormState, base = state): LoginState =>
      form ? { ...base, step: { ...(step as Extract<LoginStep, { form: EmailFormState }>), form: next } } : base;
    switch (event.type) {
      case "openEmail":
        // The landing's typed address comes along; from the overflow list the form starts empty.
        if (step.name !== "landing" && step.name !== "moreOptions") return stay;
        return kit.go(state, { name: "email", form: freshForm(form?.email) });
      case "emailChanged":
        if (!form || form.status === "sending") return stay;
        return { state: withForm({ ...form, email: event.email, error: null }), effects: [] };
      case "submitEmail": {
        if (!form || form.status === "sending") return stay;
        const email = (event.email ?? form.email).trim();
        if (!isValidEmail(email)) {
          return { state: withForm({ ...form, email, error: { kind: "invalid_email" } }), effects: [] };
        }
        const base = { ...state, method: "email" };
        if (state.captchaEnabled) {
          return kit.startCaptcha(withForm({ email, status: "idle", error: null }, base), {
            method: "email",
            purpose: "sendCode",
            email,
          });
        }
        return {
          state: withForm({ email, status: "sending", error: null }, base),
          effects: [{ type: "sendCode", email, resend: false }],
        };
      }
      case "codeSent":
        if (form?.status !== "sending") return null;
        return toCodeStep(state, form.email, undefined, kit);
      case "sendCodeFailed": {
        if (form?.status !== "sending") return null;
        // A send-time error under the field, or its own screen (the form left idle for Back).
        const inline = inlineFormError(event.error);
        const idle = withForm({ ...form, status: "idle", error: inline });
        return inline ? { state: idle, effects: [] } : kit.toError(idle, event.error);
      }
      default:
        return null;
    }
  },
  settle: (step) => (step.name === "email" ? { ...step, form: { ...step.form, status: "idle" } } : step),
};
