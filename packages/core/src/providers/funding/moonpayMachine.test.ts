import { describe, expect, it } from "vitest";
import { runTransitions } from "../../flows/funding/runTransitions.ts";
import type { MoonpayTransaction } from "./createMoonpayClient.ts";
import { MOONPAY_CLOSED_TEXT, MOONPAY_ERROR_TEXT, type MoonpayEvent, moonpayMachine } from "./moonpayMachine.ts";

const run = (events: MoonpayEvent[]) => runTransitions(moonpayMachine.transition, moonpayMachine.initial(), events);
const tx = (status: string, paymentMethod = "credit_debit_card"): MoonpayTransaction => ({
  status,
  paymentMethod,
  cardPaymentType: "debit",
  currency: { code: "eth" },
  baseCurrencyAmount: 30,
  quoteCurrencyAmount: 0.01,
  feeAmount: 0,
  extraFeeAmount: 0,
  networkFeeAmount: 0,
});
const signed: MoonpayEvent[] = [
  { type: "start" },
  { type: "signed", signedUrl: "https://buy/x", externalTransactionId: "ext-1" },
];
const attached: MoonpayEvent[] = [...signed, { type: "timer", id: "moonpayAttach" }];
const tick: MoonpayEvent = { type: "timer", id: "moonpayPoll" };

describe("MoonPay machine (spec 001 §4, §9)", () => {
  it("signs, opens the widget, attaches the external id after 8 s and polls every 3 s", () => {
    expect(run(signed).last).toEqual([
      { type: "navigatePopup", url: "https://buy/x" },
      { type: "startTimer", id: "moonpayAttach", ms: 8_000 },
      { type: "startTimer", id: "moonpayPoll", ms: 3_000 },
    ]);
    expect(run([...signed, tick]).last).toEqual([
      { type: "checkPopup" },
      { type: "startTimer", id: "moonpayPoll", ms: 3_000 },
    ]);
    expect(run([...attached, tick]).last).toEqual([
      { type: "checkPopup" },
      { type: "lookup", externalTransactionId: "ext-1" },
    ]);
  });

  it("keeps polling on 404 and pending; waitingAuthorization with a card is pending", () => {
    for (const event of [
      { type: "lookedUp", transaction: null },
      { type: "lookupFailed", status: 404 },
      { type: "lookedUp", transaction: tx("pending") },
      { type: "lookedUp", transaction: tx("waitingAuthorization", "credit_debit_card") },
    ] as MoonpayEvent[]) {
      const next = run([...attached, tick, event]);
      expect(next.state.status).toBe("pending");
      expect(next.last).toContainEqual({ type: "startTimer", id: "moonpayPoll", ms: 3_000 });
    }
  });

  it("completed stops polling (the flow router announces it); waitingAuthorization (bank) emits the event and stops", () => {
    const completed = run([...attached, tick, { type: "lookedUp", transaction: tx("completed") }]);
    expect(completed.state.status).toBe("completed");
    expect(completed.last).toContainEqual({ type: "cancelTimer", id: "moonpayPoll" });
    expect(completed.last.filter((effect) => effect.type === "track")).toEqual([]);
    const bank = run([
      ...attached,
      tick,
      { type: "lookedUp", transaction: tx("waitingAuthorization", "sepa_bank_transfer") },
    ]);
    expect(bank.state.status).toBe("waitingAuthorization");
    expect(bank.last).toContainEqual({ type: "cancelTimer", id: "moonpayPoll" });
    expect(bank.last).toContainEqual({
      type: "track",
      name: "sdk_fiat_on_ramp_completed_with_status",
      payload: { provider: "moonpay", status: "waitingAuthorization", paymentMethod: "sepa_bank_transfer" },
    });
  });

  it("failed returns to the landing with the message", () => {
    const failed = run([...attached, tick, { type: "lookedUp", transaction: tx("failed") }]);
    expect(failed.state).toMatchObject({ status: "failed", errorMessage: MOONPAY_ERROR_TEXT });
  });

  it("gives up with serviceFailure after 3 lookup errors that are not 404", () => {
    const error: MoonpayEvent = { type: "lookupFailed", status: 500 };
    expect(run([...attached, tick, error, tick, error]).state).toMatchObject({ status: "pending", errors: 2 });
    const third = run([
      ...attached,
      tick,
      error,
      tick,
      { type: "lookupFailed", status: 404 },
      tick,
      error,
      tick,
      error,
    ]);
    expect(third.state).toMatchObject({ status: "serviceFailure", errorMessage: MOONPAY_ERROR_TEXT });
  });

  it("a window closed three times before any purchase returns to the landing; after a purchase it does not matter", () => {
    const closed: MoonpayEvent = { type: "popupChecked", closed: true };
    expect(run([...attached, closed, closed, closed]).state).toMatchObject({
      status: "abandoned",
      errorMessage: MOONPAY_CLOSED_TEXT,
    });
    const bought = run([...attached, tick, { type: "lookedUp", transaction: tx("pending") }, closed, closed, closed]);
    expect(bought.state.status).toBe("pending");
  });
});
