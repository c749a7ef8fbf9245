import { ACCOUNT_TRANSFER_CLOSE_MS, COPY_ADDRESS_CONFIRMATION_MS } from "../../loginConstants.ts";
import type {
  AccountTransferEvent,
  AccountTransferState,
  AccountTransferTransition,
} from "./accountTransferMachine.ts";

/** The transfer machine's transitions (what the transfer screen's part runs). */
export function transferTransition(
  state: AccountTransferState,
  event: AccountTransferEvent,
): AccountTransferTransition {
  const stay: AccountTransferTransition = { state, effects: [] };
  switch (event.type) {
    case "continue":
      if (state.stage !== "initial" || !state.embeddedWalletAddress) return stay;
      return { state: { ...state, stage: "assetWarning", warned: true }, effects: [] };
    case "back":
      return state.stage === "assetWarning"
        ? { state: { ...state, stage: "initial", warned: false }, effects: [] }
        : stay;
    case "transfer":
      if (state.stage !== "initial" && state.stage !== "assetWarning") return stay;
      return {
        state: { ...state, stage: "transferring" },
        effects: [{ type: "transfer", nonce: state.nonce, account: state.account }],
      };
    case "transferSucceeded":
      if (state.stage !== "transferring") return stay;
      return {
        state: { ...state, stage: "success" },
        effects: [{ type: "startTimer", id: "transferClose", ms: ACCOUNT_TRANSFER_CLOSE_MS }],
      };
    case "transferFailed":
      if (state.stage !== "transferring") return stay;
      return { state, effects: [{ type: "finish", outcome: "error", error: event.error }] };
    case "decline":
      if (state.stage === "transferring" || state.stage === "success") return stay;
      return { state, effects: [{ type: "finish", outcome: "declined" }] };
    case "copyAddress":
      if (!state.embeddedWalletAddress) return stay;
      return {
        state: { ...state, copied: true },
        effects: [
          { type: "copy", text: state.embeddedWalletAddress },
          { type: "startTimer", id: "copyReset", ms: COPY_ADDRESS_CONFIRMATION_MS },
        ],
      };
    case "timer":
      if (event.id === "copyReset") return { state: { ...state, copied: false }, effects: [] };
      return state.stage === "success" ? { state, effects: [{ type: "finish", outcome: "success" }] } : stay;
  }
}
