import type { MfaEnrolment, MfaMethod } from "../../api/mfa.ts";
import type {
  CodeEntryEffect,
  CodeEntryEvent,
  CodeEntryMachine,
  CodeEntryState,
  CodeEntryTimerId,
  FlowError,
} from "../codeEntry/codeEntryMachine.ts";
import type { FlowFinish, FlowTransition } from "../modalFlow/FlowMachine.ts";
import { isMfaMaxAttempts, isResendCooldown } from "./isResendCooldown.ts";

/**
 * Multi-factor verification, enrolment and management (spec 001 §6 "MFA may be forced on wallet connect",
 * §8 MFA errors) as one pure machine. The screens render its state and send events; the host runs the
 * effects (API calls, the passkey ceremony, verification through the wallet frame) and answers with events.
 *
 * - verify: lists the enrolled methods, sends the SMS code when SMS is enrolled (a refusal that is only the
 *   30 s resend cooldown means the code sent moments ago is still valid), then takes the six digits or the
 *   passkey. A user with nothing enrolled is offered enrolment, which comes back here.
 * - enroll: SMS (number, then its code) or a linked passkey.
 * - manage: enrolled methods, Add (enrolment) and Remove (SMS: a code to the enrolled number; passkey: a
 *   ceremony), each removal verified first.
 */
export type MfaScreen = "verify" | "enrollSms" | "enrollPasskey" | "manage";

export type MfaFlowInput = { hasLinkedPasskey: boolean } & (
  | { kind: "verify" }
  /** `thenVerify`: enrolment as verify offers it (MFA forced, nothing enrolled): Back and success lead there. */
  | { kind: "enroll"; method: MfaMethod; thenVerify?: boolean }
  | { kind: "manage" }
);

export interface MfaState {
  screen: MfaScreen;
  /** The screen that offered enrolment: Back returns there, and a finished enrolment goes on to verify. */
  enrolFrom: "verify" | "manage" | null;
  /** MFA passkeys are linked passkeys: enrolling one is offered only to a user who has one. */
  hasLinkedPasskey: boolean;
  /** The enrolled methods; null until listed. */
  methods: MfaEnrolment[] | null;
  /** What is in flight: the list, a code being sent, or a call (a passkey ceremony, enrolment, removal). */
  pending: "list" | "sendSms" | "call" | null;
  error: FlowError | null;
  /** SMS enrolment: the number typed, and the number its code went to (the code boxes show then). */
  phone: string;
  sentTo: string | null;
  /** The six boxes while a code is asked for (verify, SMS enrolment, SMS removal). */
  code: CodeEntryState | null;
  /** The code took its last wrong try: the screen says so until a new code is sent. */
  codeMaxAttempts: boolean;
}

export type MfaEvent =
  | { type: "listed"; methods: MfaEnrolment[] }
  | { type: "smsSent" }
  | { type: "smsFailed"; error: FlowError }
  /** The verify, enrol or remove call in flight succeeded, or failed. */
  | { type: "succeeded" }
  | { type: "failed"; error: FlowError }
  /** The six boxes and their resend link. */
  | { type: "code"; event: CodeEntryEvent }
  | { type: "verifyWithPasskey" }
  | { type: "enrol"; method: MfaMethod }
  | { type: "phoneInput"; value: string }
  | { type: "sendEnrolCode" }
  | { type: "enrolPasskey" }
  | { type: "remove"; method: MfaMethod }
  | { type: "back" }
  /** The header's Close, Escape, the backdrop; `done` is the manage screen's Done. */
  | { type: "close" }
  | { type: "done" }
  | { type: "timer"; id: CodeEntryTimerId };

export type MfaEffect =
  | { type: "list" }
  /** Sends an SMS code: to the enrolled number, or to `phoneNumber` (enrolment). */
  | { type: "sendSms"; phoneNumber?: string }
  /** Verifies through the wallet frame, which keeps the MFA token for the operation that asked. */
  | { type: "verify"; method: "sms"; code: string }
  | { type: "verify"; method: "passkey" }
  | { type: "enrol"; method: "sms"; phoneNumber: string; code: string }
  | { type: "enrol"; method: "passkey" }
  /** Verifies with the API for a token, then removes the method with it. */
  | { type: "remove"; method: "sms"; code: string }
  | { type: "remove"; method: "passkey" }
  | { type: "startTimer"; id: CodeEntryTimerId; ms: number }
  | { type: "cancelTimer"; id: CodeEntryTimerId }
  | FlowFinish;

export type MfaTransition = FlowTransition<MfaState, MfaEffect>;

/** How closing an MFA screen ends the flow ('MFA canceled'). */
export const MFA_CANCELED: FlowError = { code: "unknown_mfa_error", message: "MFA canceled", status: null };

const LIST: MfaEffect[] = [{ type: "list" }];
const CANCEL_CODE_TIMERS: MfaEffect[] = [
  { type: "cancelTimer", id: "resendCooldown" },
  { type: "cancelTimer", id: "resendWait" },
  { type: "cancelTimer", id: "codeErrorReset" },
];

function screenState(base: MfaState, screen: MfaScreen, pending: MfaState["pending"]): MfaState {
  return { ...base, screen, pending, error: null, phone: "", sentTo: null, code: null, codeMaxAttempts: false };
}

function initial(input: MfaFlowInput): MfaTransition {
  const base: MfaState = {
    screen: "verify",
    enrolFrom: null,
    hasLinkedPasskey: input.hasLinkedPasskey,
    methods: null,
    pending: null,
    error: null,
    phone: "",
    sentTo: null,
    code: null,
    codeMaxAttempts: false,
  };
  if (input.kind === "enroll") {
    const screen = input.method === "sms" ? "enrollSms" : "enrollPasskey";
    return {
      state: { ...screenState(base, screen, null), enrolFrom: input.thenVerify ? "verify" : null },
      effects: [],
    };
  }
  return { state: screenState(base, input.kind, "list"), effects: LIST };
}

/** Runs the code boxes' machine and turns its effects into the flow's (its call depends on the screen). */
function withCode(state: MfaState, step: FlowTransition<CodeEntryState, CodeEntryEffect>): MfaTransition {
  let next: MfaState = { ...state, code: step.state };
  const effects: MfaEffect[] = [];
  for (const effect of step.effects) {
    switch (effect.type) {
      case "authenticate":
        if (state.screen === "verify") effects.push({ type: "verify", method: "sms", code: effect.code });
        else if (state.screen === "enrollSms")
          effects.push({ type: "enrol", method: "sms", phoneNumber: state.sentTo ?? "", code: effect.code });
        else effects.push({ type: "remove", method: "sms", code: effect.code });
        break;
      case "sendCode":
        next = { ...next, codeMaxAttempts: false };
        effects.push(
          state.screen === "enrollSms" ? { type: "sendSms", phoneNumber: state.sentTo ?? "" } : { type: "sendSms" },
        );
        break;
      case "escalate":
        next = { ...next, error: effect.error };
        break;
      default:
        effects.push(effect);
    }
  }
  return { state: next, effects };
}

/** A code went out: the boxes show (their resend cooldown starts now). */
function codeSent(state: MfaState, codes: CodeEntryMachine): MfaTransition {
  const sentTo = state.screen === "enrollSms" ? state.phone : state.sentTo;
  return withCode({ ...state, pending: null, sentTo, codeMaxAttempts: false }, codes.initial());
}

/** The call in flight succeeded: verified (the flow ends), enrolled, or removed (the list reloads). */
function callSucceeded(state: MfaState): MfaTransition {
  if (state.screen === "verify")
    return { state: { ...state, pending: null }, effects: [{ type: "finish", outcome: "success" }] };
  if (state.screen === "manage")
    return { state: { ...screenState(state, "manage", "list"), methods: state.methods }, effects: LIST };
  // Enrolment offered by verify goes back there, to verify the new method and let the operation go on.
  if (state.enrolFrom === "verify")
    return { state: screenState({ ...state, methods: null }, "verify", "list"), effects: LIST };
  return { state: { ...state, pending: null }, effects: [{ type: "finish", outcome: "success" }] };
}

/** MFA's wrong code is the login machine's invalid_credentials ('Incorrect code' boxes, cleared after a moment). */
const asCodeError = (error: FlowError): FlowError =>
  error.code === "missing_or_invalid_mfa" ? { ...error, code: "invalid_credentials" } : error;

function transition(state: MfaState, event: MfaEvent, codes: CodeEntryMachine): MfaTransition {
  const stay: MfaTransition = { state, effects: [] };
  const idle = state.pending === null && state.code?.status !== "submitting";
  switch (event.type) {
    case "listed":
      if (state.pending !== "list") return stay;
      // The code goes out once the screen knows the user has a number; resend is the user's.
      if (state.screen === "verify" && event.methods.some((m) => m.method === "sms"))
        return { state: { ...state, methods: event.methods, pending: "sendSms" }, effects: [{ type: "sendSms" }] };
      return { state: { ...state, methods: event.methods, pending: null }, effects: [] };
    case "smsSent":
      if (state.code?.resend === "sending")
        return withCode(state, codes.transition(state.code, { type: "resendSucceeded" }));
      return state.pending === "sendSms" ? codeSent(state, codes) : stay;
    case "smsFailed":
      if (state.code?.resend === "sending")
        return withCode(state, codes.transition(state.code, { type: "resendFailed", error: event.error }));
      if (state.pending !== "sendSms") return stay;
      // Reopened within the resend cooldown: the code sent moments ago is still the one to enter.
      if (state.screen === "verify" && isResendCooldown(event.error)) return codeSent(state, codes);
      return { state: { ...state, pending: null, error: event.error }, effects: [] };
    case "succeeded":
      if (state.code?.status === "submitting") {
        const boxes = withCode(state, codes.transition(state.code, { type: "authenticateSucceeded" }));
        const next = callSucceeded({ ...boxes.state, code: null });
        return { state: next.state, effects: [...boxes.effects, ...next.effects] };
      }
      return state.pending === "call" ? callSucceeded(state) : stay;
    case "failed":
      if (state.code?.status === "submitting") {
        const failed = codes.transition(state.code, {
          type: "authenticateFailed",
          error: asCodeError(event.error),
        });
        return withCode({ ...state, codeMaxAttempts: isMfaMaxAttempts(event.error) }, failed);
      }
      if (state.pending === null) return stay;
      return { state: { ...state, pending: null, error: event.error }, effects: [] };
    case "code":
      return state.code ? withCode(state, codes.transition(state.code, event.event)) : stay;
    case "timer":
      return state.code ? withCode(state, codes.transition(state.code, event)) : stay;
    case "verifyWithPasskey":
      if (state.screen !== "verify" || !idle || !state.methods?.some((m) => m.method === "passkey")) return stay;
      return { state: { ...state, pending: "call", error: null }, effects: [{ type: "verify", method: "passkey" }] };
    case "enrol":
      if ((state.screen !== "verify" && state.screen !== "manage") || !idle) return stay;
      return {
        state: {
          ...screenState(state, event.method === "sms" ? "enrollSms" : "enrollPasskey", null),
          enrolFrom: state.screen,
        },
        effects: state.code ? CANCEL_CODE_TIMERS : [],
      };
    case "phoneInput":
      return state.screen === "enrollSms" && state.sentTo === null
        ? { state: { ...state, phone: event.value }, effects: [] }
        : stay;
    case "sendEnrolCode":
      if (state.screen !== "enrollSms" || state.sentTo !== null || !idle || state.phone.trim() === "") return stay;
      return {
        state: { ...state, pending: "sendSms", error: null },
        effects: [{ type: "sendSms", phoneNumber: state.phone }],
      };
    case "enrolPasskey":
      if (state.screen !== "enrollPasskey" || !idle) return stay;
      return { state: { ...state, pending: "call", error: null }, effects: [{ type: "enrol", method: "passkey" }] };
    case "remove":
      if (state.screen !== "manage" || !idle || state.code !== null) return stay;
      if (!state.methods?.some((m) => m.method === event.method)) return stay;
      return event.method === "sms"
        ? { state: { ...state, pending: "sendSms", error: null }, effects: [{ type: "sendSms" }] }
        : { state: { ...state, pending: "call", error: null }, effects: [{ type: "remove", method: "passkey" }] };
    case "back":
      if (!idle) return stay;
      if (state.screen === "enrollSms" && state.sentTo !== null)
        return {
          state: { ...state, sentTo: null, code: null, error: null, codeMaxAttempts: false },
          effects: CANCEL_CODE_TIMERS,
        };
      if ((state.screen === "enrollSms" || state.screen === "enrollPasskey") && state.enrolFrom)
        return {
          state: { ...screenState({ ...state, methods: null }, state.enrolFrom, "list"), enrolFrom: null },
          effects: [...(state.code ? CANCEL_CODE_TIMERS : []), ...LIST],
        };
      return stay;
    case "close":
      // Management changes nothing the caller waits for: closing it is done, not a failure.
      if (state.screen === "manage") return { state, effects: [{ type: "finish", outcome: "success" }] };
      return { state, effects: [{ type: "finish", outcome: "error", error: MFA_CANCELED }] };
    case "done":
      return state.screen === "manage" ? { state, effects: [{ type: "finish", outcome: "success" }] } : stay;
  }
}

/**
 * The MFA machine (verify, enrol, manage) over a code-entry machine read at each transition: the modal's flow
 * passes the modal's own (its screen kit's), so that the code-entry machine rides in the modal's chunk instead of a
 * chunk of its own shared with this flow on every email login (issue 19).
 */
export function createMfaMachine(codeMachine: () => CodeEntryMachine) {
  return {
    initial,
    transition: (state: MfaState, event: MfaEvent): MfaTransition => transition(state, event, codeMachine()),
  };
}
