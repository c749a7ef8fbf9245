import { transferTransition } from "../accountTransfer/transferTransition.ts";
import type { LoginMethodDefinition } from "./LoginMethodDefinition.ts";
import type { LoginTransition } from "./loginTypes.ts";
import { transferStepOf } from "./transferStep.ts";

/**
 * The login machine's account-transfer step as a part (spec 000 §2 "Account transfer"): the sign-in error
 * routing of a 409 `account_transfer_required` to the step (`errorStep`), and the screen's events and timers
 * through the transfer machine. A 409 answers only a link (the server offers a transfer when the account to add
 * is another user's), so the part loads with link openings (loadLoginMethods' `machineParts`): an email sign-in
 * never carries it; without it, a 409 shows the generic error screen.
 */
export const accountTransferStep: LoginMethodDefinition = {
  id: "accountTransfer",
  steps: ["accountTransfer"],
  timers: ["transferClose", "copyReset"],
  errorStep: transferStepOf,
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
