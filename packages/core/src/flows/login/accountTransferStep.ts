import { transferTransition } from "../accountTransfer/transferTransition.ts";
import type { LoginMethodDefinition } from "./LoginMethodDefinition.ts";
import type { LoginTransition } from "./loginTypes.ts";

/**
 * The login machine's account-transfer step as a part (spec 000 §2 "Account transfer"): the screen's events
 * and timers through the transfer machine. The step itself is entered by the sign-in error routing
 * (routeSignInError) on a 409 `account_transfer_required`; this part, with the machine, loads only then (the
 * login controller fetches it beside the transfer screen), so an email sign-in never carries it.
 */
export const accountTransferStep: LoginMethodDefinition = {
  id: "accountTransfer",
  steps: ["accountTransfer"],
  timers: ["transferClose", "copyReset"],
  transition(state, event, kit) {
    const step = state.step;
    if (step.name !== "accountTransfer") return null;
    const transferEvent =
      event.type === "transfer"
        ? event.event
        : event.type === "timer" && (event.id === "transferClose" || event.id === "copyReset")
          ? ({ type: "timer", id: event.id } as const)
          : null;
    if (!transferEvent) return null;
    const result = transferTransition(step.transfer, transferEvent);
    let out: LoginTransition = { state: { ...state, step: { ...step, transfer: result.state } }, effects: [] };
    for (const effect of result.effects) {
      switch (effect.type) {
        case "transfer":
          out.effects.push({ type: "transferAccount", nonce: effect.nonce, account: effect.account });
          break;
        case "copy":
        case "startTimer":
          out.effects.push(effect);
          break;
        case "finish":
          if (effect.outcome === "error") out = kit.toError(out.state, effect.error);
          else if (effect.outcome === "success") out.effects.push({ type: "close", outcome: "success" });
          else if (out.state.mode === "link") out.effects.push({ type: "close", outcome: "exited" });
          else out = kit.transition(out.state, { type: "restart" });
          break;
      }
    }
    return out;
  },
  settle(step) {
    if (step.name !== "accountTransfer") return step;
    return { ...step, transfer: { ...step.transfer, stage: "initial", copied: false, warned: false } };
  },
};
