import {
  type CodeEntryEffect,
  type CodeEntryError,
  type CodeEntryEvent,
  type CodeEntryState,
  codeEntryMachine,
  type FlowError,
} from "@foyer/core/login/code";
import { CODE_LENGTH } from "@foyer/core/login/constants";

/** The code screen's error lines (spec 000 §8 "Code entry"), as the modal shows them. */
export const CODE_ERROR_TEXTS: Record<Exclude<CodeEntryError["kind"], "server_message">, string> = {
  incorrect_code: "Incorrect code",
  not_numeric: "Code should be numeric",
  too_many_requests: "Too many requests. Please wait before trying again.",
  issue_verifying: "Issue verifying code",
  resend_failed: "Could not send a new code",
  code_expired: "This code has expired. Request a new code.",
};

/** The modal's code boxes (CodeInput.tsx, modalStyles.ts), drawn with the page's colours. */
const boxStyle = (accent: string, foreground: string, error: boolean) =>
  `width:46px;height:56px;min-width:0;flex:0 1 46px;padding:0;text-align:center;box-sizing:border-box;` +
  `border:1px solid ${error ? "#dc2626" : `${foreground}33`};border-radius:12px;background:transparent;` +
  `font:inherit;font-size:22px;font-weight:600;font-variant-numeric:tabular-nums;color:${error ? "#dc2626" : "inherit"};` +
  `caret-color:${accent};outline:0`;

/**
 * Six single-digit boxes on a wallet-origin page, run by the modal's own code-entry machine (@foyer/core):
 * typing moves on, paste or autofill fills all, Backspace moves back, the sixth digit submits, an error
 * clears the boxes after 1.4 s, 'Resend code' waits 30 s. `verify` and `resend` are the page's calls; their
 * refusals carry the catalogue code (`{ code }`) the machine maps to its lines.
 */
export function mountCodeBoxes(
  parent: HTMLElement,
  options: {
    accent: string;
    foreground: string;
    label: (n: number) => string;
    resendText: { ready: string; cooldown: string };
    verify(code: string): Promise<void>;
    resend(): Promise<void>;
    onDone(): void;
  },
): { focus(): void } {
  const group = document.createElement("div");
  group.setAttribute("role", "group");
  group.setAttribute("style", "display:flex;justify-content:center;gap:8px;margin:4px 0 0");
  const error = document.createElement("p");
  error.id = "foyer-verify-status";
  error.setAttribute("role", "alert");
  error.setAttribute("style", "min-height:1.4em;margin:8px 0 0;color:#dc2626;text-align:center");
  const resend = document.createElement("button");
  resend.type = "button";
  resend.id = "foyer-verify-resend";
  resend.setAttribute(
    "style",
    `display:block;margin:4px auto 0;padding:8px 12px;border:0;background:transparent;color:${options.accent};font:inherit;cursor:pointer`,
  );
  const boxes = Array.from({ length: CODE_LENGTH }, (_, index) => {
    const box = document.createElement("input");
    Object.assign(box, { type: "text", inputMode: "numeric", pattern: "[0-9]*" });
    box.autocomplete = index === 0 ? "one-time-code" : "off";
    box.setAttribute("data-foyer-code-box", "");
    box.setAttribute("aria-label", options.label(index + 1));
    group.append(box);
    return box;
  });
  parent.append(group, error, resend);

  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const start = codeEntryMachine.initial();
  let state: CodeEntryState = start.state;
  /** The machine's last focus request, followed as render sees it (a new object is a new request). */
  let focused: CodeEntryState["focus"] | null = null;
  const flowError = (cause: unknown): FlowError => ({
    code: ((cause as { code?: unknown } | null)?.code as FlowError["code"]) ?? "unknown_embedded_wallet_error",
    message: cause instanceof Error ? cause.message : String(cause),
    status: null,
  });
  const send = (event: CodeEntryEvent) => {
    const next = codeEntryMachine.transition(state, event);
    state = next.state;
    render();
    for (const effect of next.effects) run(effect);
  };
  function run(effect: CodeEntryEffect) {
    switch (effect.type) {
      case "authenticate":
        options.verify(effect.code).then(
          () => {
            send({ type: "authenticateSucceeded" });
            options.onDone();
          },
          (cause: unknown) => send({ type: "authenticateFailed", error: flowError(cause) }),
        );
        return;
      case "sendCode":
        options.resend().then(
          () => send({ type: "resendSucceeded" }),
          (cause: unknown) => send({ type: "resendFailed", error: flowError(cause) }),
        );
        return;
      case "startTimer":
        clearTimeout(timers.get(effect.id));
        timers.set(
          effect.id,
          setTimeout(() => send({ type: "timer", id: effect.id }), effect.ms),
        );
        return;
      case "cancelTimer":
        clearTimeout(timers.get(effect.id));
        return;
      case "escalate":
        error.textContent = effect.error.message;
        return;
    }
  }
  function render() {
    if (state.focus !== focused) {
      focused = state.focus;
      boxes[focused.index]?.focus();
      boxes[focused.index]?.select();
    }
    const failed = state.status === "error" || state.error?.kind === "not_numeric";
    boxes.forEach((box, i) => {
      box.value = state.digits[i] ?? "";
      box.readOnly = state.status === "submitting" || state.status === "done";
      box.setAttribute("style", boxStyle(options.accent, options.foreground, failed));
      if (failed) box.setAttribute("aria-invalid", "true");
      else box.removeAttribute("aria-invalid");
    });
    const kind = state.error?.kind;
    error.textContent =
      kind === undefined ? "" : kind === "server_message" ? (state.error?.message ?? "") : CODE_ERROR_TEXTS[kind];
    resend.disabled = state.resend !== "ready" || state.status === "done";
    resend.textContent = state.resend === "ready" ? options.resendText.ready : options.resendText.cooldown;
    resend.style.opacity = resend.disabled ? "0.6" : "1";
    resend.hidden = state.status === "done";
  }

  boxes.forEach((box, index) => {
    box.addEventListener("focus", () => box.select());
    box.addEventListener("input", () => {
      const previous = state.digits[index] ?? "";
      let text = box.value;
      // The caret beside the old digit: the value holds both (the modal's readBoxInput rule).
      if (text.length === 2 && previous !== "") text = text.startsWith(previous) ? text.slice(1) : text.slice(0, 1);
      if (text === "") send({ type: "backspace", index });
      else send({ type: "input", index, text });
    });
    box.addEventListener("paste", (event) => {
      event.preventDefault();
      send({ type: "paste", index, text: event.clipboardData?.getData("text") ?? "" });
    });
    box.addEventListener("keydown", (event) => {
      if (event.key === "Backspace") {
        event.preventDefault();
        send({ type: "backspace", index });
      } else if (/^\d$/.test(event.key) && event.key === state.digits[index]) {
        event.preventDefault();
        send({ type: "input", index, text: event.key });
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        send({ type: "navigate", index: index - 1 });
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        send({ type: "navigate", index: index + 1 });
      }
    });
  });
  resend.addEventListener("click", () => send({ type: "resend" }));
  render();
  for (const effect of start.effects) run(effect);
  return { focus: () => boxes[0]?.focus() };
}
