import { describe, expect, it } from "vitest";
import { type FundingWatcherEvent, fundingWatcherMachine } from "./fundingWatcherMachine.ts";
import { runTransitions } from "./runTransitions.ts";

const run = (events: FundingWatcherEvent[]) =>
  runTransitions(fundingWatcherMachine.transition, fundingWatcherMachine.initial(), events);

describe("funding watcher (spec 001 §4)", () => {
  it("takes the first reading as baseline and reads again every 2 s", () => {
    const first = run([
      { type: "start", provider: "manual" },
      { type: "balanceRead", balance: 5n },
    ]);
    expect(first.state).toMatchObject({ status: "watching", baseline: "5" });
    expect(first.last).toEqual([{ type: "startTimer", id: "fundingBalancePoll", ms: 2_000 }]);
    expect(fundingWatcherMachine.transition(first.state, { type: "timer", id: "fundingBalancePoll" }).effects).toEqual([
      { type: "readBalance" },
    ]);
  });

  it("an increase marks received (the flow router announces it); no increase or a failed read keeps watching", () => {
    const same = run([
      { type: "start", provider: "external" },
      { type: "balanceRead", balance: 5n },
      { type: "balanceRead", balance: 5n },
      { type: "balanceFailed" },
    ]);
    expect(same.state.status).toBe("watching");
    const up = run([
      { type: "start", provider: "external" },
      { type: "balanceRead", balance: 5n },
      { type: "balanceRead", balance: 9n },
    ]);
    expect(up.state).toMatchObject({ status: "received", baseline: "5", latest: "9" });
    expect(up.last).toEqual([]);
    expect(fundingWatcherMachine.transition(up.state, { type: "balanceRead", balance: 20n }).effects).toEqual([]);
  });

  it("a decrease is no funding", () => {
    expect(
      run([
        { type: "start", provider: "manual" },
        { type: "balanceRead", balance: 5n },
        { type: "balanceRead", balance: 3n },
      ]).state.status,
    ).toBe("watching");
  });
});
