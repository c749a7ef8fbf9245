import { describe, expect, it } from "vitest";
import { coinbaseStatusView } from "./coinbase.ts";
import { coinbaseOnrampMachine } from "./coinbaseOnrampMachine.ts";
import { moonpayStatusView } from "./moonpay.ts";
import { moonpayMachine } from "./moonpayMachine.ts";

// The card providers' status screens (spec 001 §2 "Coinbase onramp status", "Moonpay status"; §4 "Moonpay" texts).
describe("provider status screens", () => {
  it("Coinbase: 'In Progress' while the window is open (buy or send), then success", () => {
    const pending = { ...coinbaseOnrampMachine.initial(), status: "pendingInFlow" as const };
    expect(coinbaseStatusView(pending, "buy")).toEqual({
      title: "In Progress",
      body: "Complete the purchase in the Coinbase window.",
      inProgress: true,
    });
    expect(coinbaseStatusView(pending, "send").body).toBe("Complete the transfer in the Coinbase window.");
    expect(coinbaseStatusView({ ...pending, status: "success" }, "buy")).toMatchObject({
      title: "Success!",
      inProgress: false,
    });
  });

  it("MoonPay: 'In Progress', 'Processing payment' with the spec's text, and \"You've funded your account!\"", () => {
    const state = moonpayMachine.initial();
    expect(moonpayStatusView({ ...state, status: "pending" })).toMatchObject({
      title: "In Progress",
      inProgress: true,
    });
    expect(moonpayStatusView({ ...state, status: "waitingAuthorization" })).toEqual({
      title: "Processing payment",
      body: "Processing payment. This may take up to a few hours. You will receive an email when the purchase is complete.",
      inProgress: false,
    });
    expect(moonpayStatusView({ ...state, status: "completed" })).toEqual({
      title: "Success!",
      body: "You've funded your account!",
      inProgress: false,
    });
  });
});
