import { describe, expect, it } from "vitest";
import { runTransitions } from "../../flows/funding/runTransitions.ts";
import {
  COINBASE_CLOSED_TEXT,
  COINBASE_ERROR_TEXT,
  type CoinbaseOnrampEvent,
  coinbaseOnrampMachine,
} from "./coinbaseOnrampMachine.ts";
import { UNABLE_TO_INITIALIZE_TEXT } from "./FundingProviderDefinition.ts";

const run = (events: CoinbaseOnrampEvent[]) =>
  runTransitions(coinbaseOnrampMachine.transition, coinbaseOnrampMachine.initial(), events);
const opened: CoinbaseOnrampEvent[] = [
  { type: "start" },
  { type: "sessionReady", partnerUserId: "foyer-1", url: "https://pay/x" },
];
const tick: CoinbaseOnrampEvent = { type: "timer", id: "coinbasePoll" };

describe("Coinbase Onramp machine (spec 001 §4, §9)", () => {
  it("opens the popup within the click, then sends it to Coinbase and polls every 1.5 s", () => {
    const start = run([{ type: "start" }]);
    expect(start.last).toEqual([{ type: "openPopup" }, { type: "initSession" }]);
    const ready = run(opened);
    expect(ready.state.status).toBe("pendingInFlow");
    expect(ready.last).toEqual([
      { type: "navigatePopup", url: "https://pay/x" },
      { type: "startTimer", id: "coinbasePartnerId", ms: 5_000 },
      { type: "startTimer", id: "coinbasePoll", ms: 1_500 },
    ]);
  });

  it("asks for the status only once the partner id is attached (5 s after the popup opened)", () => {
    expect(run([...opened, tick]).last).toEqual([
      { type: "checkPopup" },
      { type: "startTimer", id: "coinbasePoll", ms: 1_500 },
    ]);
    expect(run([...opened, { type: "timer", id: "coinbasePartnerId" }, tick]).last).toEqual([
      { type: "checkPopup" },
      { type: "pollStatus", partnerUserId: "foyer-1" },
      { type: "startTimer", id: "coinbasePoll", ms: 1_500 },
    ]);
  });

  it("moves to pending-after-flow when the popup is seen closed, and gives up on the third check", () => {
    const closed: CoinbaseOnrampEvent = { type: "popupChecked", closed: true };
    expect(run([...opened, closed]).state).toMatchObject({ status: "pendingAfterFlow", closedChecks: 1 });
    expect(run([...opened, closed, closed]).state.status).toBe("pendingAfterFlow");
    const third = run([...opened, closed, closed, closed]);
    expect(third.state).toMatchObject({ status: "abandoned", errorMessage: COINBASE_CLOSED_TEXT });
    expect(third.last).toContainEqual({ type: "cancelTimer", id: "coinbasePoll" });
    expect(run([...opened, { type: "popupChecked", closed: false }]).state.status).toBe("pendingInFlow");
  });

  it("success stops polling and closes the window; the completion event is the flow router's", () => {
    const done = run([...opened, { type: "statusAnswered", status: "success" }]);
    expect(done.state.status).toBe("success");
    expect(done.last).toContainEqual({ type: "cancelTimer", id: "coinbasePoll" });
    expect(done.last).toContainEqual({ type: "closePopup" });
    expect(done.last.filter((effect) => effect.type === "track")).toEqual([]);
    // A late tick does nothing.
    expect(coinbaseOnrampMachine.transition(done.state, tick).effects).toEqual([]);
  });

  it.each([
    ["a failure status", { type: "statusAnswered", status: "failure" } as CoinbaseOnrampEvent],
    ["a thrown status error", { type: "statusFailed" } as CoinbaseOnrampEvent],
  ])("%s ends in error with the failure event and the landing's message", (_name, event) => {
    const failed = run([...opened, event]);
    expect(failed.state).toMatchObject({ status: "error", errorMessage: COINBASE_ERROR_TEXT });
    expect(failed.last).toContainEqual({
      type: "track",
      name: "sdk_fiat_on_ramp_completed_with_status",
      payload: { provider: "coinbase", status: "failure" },
    });
    expect(failed.last).toContainEqual({ type: "closePopup" });
  });

  it("a blocked popup is 'Unable to initialize flow'; an init failure keeps its message; start again after an error", () => {
    expect(run([{ type: "start" }, { type: "popupBlocked" }]).state.errorMessage).toBe(UNABLE_TO_INITIALIZE_TEXT);
    const unsupported = run([
      { type: "start" },
      { type: "sessionFailed", message: "Unsupported chainId: 5 for Coinbase Onramp" },
    ]);
    expect(unsupported.state.errorMessage).toBe("Unsupported chainId: 5 for Coinbase Onramp");
    expect(coinbaseOnrampMachine.transition(unsupported.state, { type: "start" }).state.status).toBe("opening");
  });
});
