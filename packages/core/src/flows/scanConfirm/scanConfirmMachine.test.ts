import { describe, expect, it } from "vitest";
import type { WireScanResult } from "../../scan/ScanResult.ts";
import { type ScanConfirmEvent, scanConfirmMachine } from "./scanConfirmMachine.ts";

const input = {
  app: "Acme",
  address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  result: { validation: { result_type: "Malicious" } } as WireScanResult,
};

/** Runs events from the start; answers the last state and every effect. */
function run(events: ScanConfirmEvent[]) {
  let { state, effects } = scanConfirmMachine.initial(input);
  const all = [...effects];
  for (const event of events) {
    ({ state, effects } = scanConfirmMachine.transition(state, event));
    all.push(...effects);
  }
  return { status: state.status, acknowledged: state.acknowledged, effects: all };
}

describe("the scan confirmation before an external wallet signs", () => {
  it.each([
    { name: "Continue before the box is ticked does nothing", events: ["confirm"], status: "reviewing", finish: null },
    {
      name: "ticked, Continue hands the request on",
      events: ["toggleRisk", "confirm"],
      status: "confirmed",
      finish: "success",
    },
    {
      name: "ticked then unticked holds Continue again",
      events: ["toggleRisk", "toggleRisk", "confirm"],
      status: "reviewing",
      finish: null,
    },
    { name: "Not now / Close rejects with 4001", events: ["close"], status: "rejected", finish: "error" },
    {
      name: "nothing after the answer counts",
      events: ["toggleRisk", "confirm", "close"],
      status: "confirmed",
      finish: "success",
    },
  ] as const)("$name", ({ events, status, finish }) => {
    const outcome = run(events.map((type) => ({ type })));
    expect(outcome.status).toBe(status);
    expect(outcome.effects).toEqual(
      finish === null
        ? []
        : finish === "success"
          ? [{ type: "finish", outcome: "success" }]
          : [
              {
                type: "finish",
                outcome: "error",
                error: expect.objectContaining({ code: "unable_to_sign", details: { rpcCode: 4001 } }),
              },
            ],
    );
  });
});
