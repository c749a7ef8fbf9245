import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMachineRunner } from "./createMachineRunner.ts";

type State = { count: number; ticks: number };
type Event = { type: "add"; by: number } | { type: "arm" } | { type: "disarm" } | { type: "timer"; id: string };
type Effect =
  | { type: "log"; text: string }
  | { type: "startTimer"; id: string; ms: number }
  | { type: "cancelTimer"; id: string };

function transition(state: State, event: Event): { state: State; effects: Effect[] } {
  switch (event.type) {
    case "add":
      return { state: { ...state, count: state.count + event.by }, effects: [{ type: "log", text: `+${event.by}` }] };
    case "arm":
      return { state, effects: [{ type: "startTimer", id: "tick", ms: 100 }] };
    case "disarm":
      return { state, effects: [{ type: "cancelTimer", id: "tick" }] };
    case "timer":
      return { state: { ...state, ticks: state.ticks + 1 }, effects: [] };
  }
}

describe("createMachineRunner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("applies events, tells subscribers on change only, and runs effects after the state changed", () => {
    const seen: string[] = [];
    const runner = createMachineRunner<State, Event, Effect>({
      initial: { count: 0, ticks: 0 },
      transition,
      run: (effect) =>
        seen.push(`${effect.type}:${effect.type === "log" ? effect.text : ""}@${runner.getState().count}`),
    });
    const listener = vi.fn();
    runner.subscribe(listener);
    runner.send({ type: "add", by: 2 });
    expect(runner.getState().count).toBe(2);
    expect(seen).toEqual(["log:+2@2"]);
    expect(listener).toHaveBeenCalledTimes(1);
    runner.send({ type: "arm" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("runs timers itself: start, restart, cancel, and fires them back as timer events", async () => {
    const run = vi.fn();
    const runner = createMachineRunner<State, Event, Effect>({ initial: { count: 0, ticks: 0 }, transition, run });
    runner.send({ type: "arm" });
    await vi.advanceTimersByTimeAsync(60);
    runner.send({ type: "arm" });
    await vi.advanceTimersByTimeAsync(60);
    expect(runner.getState().ticks).toBe(0);
    await vi.advanceTimersByTimeAsync(40);
    expect(runner.getState().ticks).toBe(1);
    runner.send({ type: "arm" });
    runner.send({ type: "disarm" });
    await vi.advanceTimersByTimeAsync(200);
    expect(runner.getState().ticks).toBe(1);
    expect(run).not.toHaveBeenCalled();
  });

  it("holds the initial effects until start, and after dispose ignores events and clears timers", async () => {
    const run = vi.fn();
    const cleanup = vi.fn();
    const runner = createMachineRunner<State, Event, Effect>({
      initial: { count: 0, ticks: 0 },
      initialEffects: [{ type: "log", text: "hello" }],
      transition,
      run,
    });
    expect(run).not.toHaveBeenCalled();
    runner.start();
    runner.start();
    expect(run).toHaveBeenCalledTimes(1);
    runner.onDispose(cleanup);
    runner.send({ type: "arm" });
    runner.dispose();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    runner.send({ type: "add", by: 1 });
    expect(runner.getState().count).toBe(0);
    expect(runner.disposed).toBe(true);
  });
});
