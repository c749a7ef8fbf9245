import type { SmsChannel } from "../../../api/wire.ts";
import type { LoginMethodDefinition } from "../../login/LoginMethodDefinition.ts";
import type { EmailFormError, LoginState, LoginTransition } from "../../login/loginTypes.ts";
import type { CodeStepHelpers } from "../passwordless/codeStep.ts";

/** The phone form: `phoneNumber` is E.164, already formatted and checked by the screen (libphonenumber). */
export interface PhoneFormState {
  phoneNumber: string;
  channel: SmsChannel;
  status: "idle" | "sending";
  error: EmailFormError | null;
}

/** Phone input (spec 000 §2 "Email and phone input"), SMS or WhatsApp. */
export interface PhoneStep {
  name: "phone";
  form: PhoneFormState;
}

export type SmsEvent =
  | { type: "openPhone" }
  /** `phoneNumber` in E.164 (the screen formats and validates it). */
  | { type: "submitPhone"; phoneNumber: string; channel: SmsChannel };

declare module "../../login/loginTypes.ts" {
  interface LoginMethodSteps {
    sms: PhoneStep;
  }
  interface LoginMethodEvents {
    sms: SmsEvent;
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;

const freshPhoneForm = (channel: SmsChannel = "sms"): PhoneFormState => ({
  phoneNumber: "",
  channel,
  status: "idle",
  error: null,
});

/**
 * SMS / WhatsApp: a code sent to the phone number (through the captcha when the app has one), over the code
 * step's helpers. They are passed in rather than imported: the modal loads this method apart, and an import
 * would give the code step a chunk of its own on the email journey's path (issue 19, about 470 B gzipped).
 * The built definition is `smsMethod` (builtinSmsMethod.ts).
 */
export function createSmsMethod({ inlineFormError, toCodeStep }: CodeStepHelpers): LoginMethodDefinition {
  return {
    id: "sms",
    steps: ["phone"],
    linkMethod: "phone",
    linkStep: () => ({ name: "phone", form: freshPhoneForm() }),
    remember: () => [{ type: "rememberLogin", accountType: "phone" }],
    transition(state, event, kit): LoginTransition | null {
      const stay: LoginTransition = { state, effects: [] };
      const step = state.step;
      switch (event.type) {
        case "openPhone":
          if (step.name !== "landing" && step.name !== "moreOptions") return stay;
          return kit.go(state, { name: "phone", form: freshPhoneForm() });
        case "submitPhone": {
          if (step.name !== "phone" || step.form.status === "sending") return stay;
          const phoneNumber = event.phoneNumber.trim();
          const form: PhoneFormState = { phoneNumber, channel: event.channel, status: "idle", error: null };
          if (!E164.test(phoneNumber)) {
            return {
              state: { ...state, step: { ...step, form: { ...form, error: { kind: "invalid_phone" } } } },
              effects: [],
            };
          }
          const base: LoginState = { ...state, method: "sms", step: { ...step, form } };
          if (state.captchaEnabled) {
            return kit.startCaptcha(base, {
              method: "sms",
              purpose: "sendCode",
              email: phoneNumber,
              channel: event.channel,
            });
          }
          return {
            state: { ...base, step: { ...step, form: { ...form, status: "sending" } } },
            effects: [{ type: "sendCode", email: phoneNumber, resend: false, channel: event.channel }],
          };
        }
        case "codeSent":
          if (step.name !== "phone" || step.form.status !== "sending") return null;
          return toCodeStep(state, step.form.phoneNumber, step.form.channel, kit);
        case "sendCodeFailed": {
          if (step.name !== "phone" || step.form.status !== "sending") return null;
          const inline = inlineFormError(event.error);
          const idle: LoginState = {
            ...state,
            step: { ...step, form: { ...step.form, status: "idle", error: inline } },
          };
          return inline ? { state: idle, effects: [] } : kit.toError(idle, event.error);
        }
        default:
          return null;
      }
    },
    settle: (step) => (step.name === "phone" ? { ...step, form: { ...step.form, status: "idle" } } : step),
  };
}
