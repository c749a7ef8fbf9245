import { FoyerError } from "@foyer/core/errors";
import { signatureConfirmMachine, type USER_REJECTED_SIGNATURE } from "@foyer/core/wallets";
import { describe, expect, it, vi } from "vitest";
import { installKit, loadModal, missingKit, setModalLoader } from "../kit/kit.ts";
import { modalKit } from "../modal/modalKit.ts";
import { createFoyerStore } from "../provider/createFoyerStore.ts";
import type { ModalFlowDefinition } from "./ModalFlow.ts";
import { openModalFlow } from "./openModalFlow.ts";

// The modal loaded: its parts installed, as a flow opened in the app finds them.
installKit(modalKit);

const newStore = () =>
  createFoyerStore({ appId: "a", serverUrl: "http://localhost:1", fetch: async () => new Response("{}") });

const confirmFlow: ModalFlowDefinition<
  Parameters<typeof signatureConfirmMachine.initial>[0],
  ReturnType<typeof signatureConfirmMachine.initial>["state"],
  { type: "confirm" } | { type: "close" },
  { type: "finish"; outcome: "success" } | { type: "finish"; outcome: "error"; error: typeof USER_REJECTED_SIGNATURE }
> = {
  id: "signatureConfirm",
  machine: signatureConfirmMachine,
  createEffects: () => () => {},
  closeEvent: { type: "close" },
  screenOf: () => "confirm",
  screens: { confirm: () => null },
};

/** A counter that ticks by timer and finishes with its count: effects, timers and a value. */
type TickState = { count: number };
type TickEvent = { type: "timer"; id: "tick" } | { type: "stop" } | { type: "loaded"; n: number };
type TickEffect =
  | { type: "startTimer"; id: "tick"; ms: number }
  | { type: "load" }
  | { type: "finish"; outcome: "success"; value: number };
const tickFlow: ModalFlowDefinition<number, TickState, TickEvent, TickEffect> = {
  id: "tick",
  machine: {
    initial: (start) => ({ state: { count: start }, effects: [{ type: "load" }] }),
    transition: (state, event) => {
      if (event.type === "loaded")
        return { state: { count: state.count + event.n }, effects: [{ type: "startTimer", id: "tick", ms: 10 }] };
      if (event.type === "timer")
        return { state: { count: state.count + 1 }, effects: [{ type: "startTimer", id: "tick", ms: 10 }] };
      return { state, effects: [{ type: "finish", outcome: "success", value: state.count }] };
    },
  },
  createEffects:
    ({ send }) =>
    (effect) => {
      if (effect.type === "load") queueMicrotask(() => send({ type: "loaded", n: 10 }));
    },
  closeEvent: { type: "stop" },
  screenOf: () => "count",
  screens: { count: () => null },
};

describe("openModalFlow", () => {
  it("opened before the modal ever loaded, loads it first (its kit), then opens the flow", async () => {
    const found = loadModal;
    const store = newStore();
    installKit(missingKit);
    setModalLoader(async () => installKit(modalKit));
    try {
      const done = openModalFlow(store, confirmFlow, { title: "t", app: "A", address: "0xabc", body: "gm" });
      expect(store.getSnapshot().flows).toEqual([]);
      await vi.waitFor(() => expect(store.getSnapshot().flows).toHaveLength(1));
      store.getSnapshot().flows[0]?.send({ type: "confirm" });
      await expect(done).resolves.toBeUndefined();
    } finally {
      installKit(modalKit);
      setModalLoader(found as () => Promise<unknown>);
    }
  });

  it("puts the flow on the store's stack and resolves when its machine finishes; the flow leaves the stack", async () => {
    const store = newStore();
    const done = openModalFlow(store, confirmFlow, { title: "t", app: "A", address: "0xabc", body: "gm" });
    const [handle] = store.getSnapshot().flows;
    expect(handle?.id).toBe("signatureConfirm");
    expect(handle?.getState()).toMatchObject({ status: "reviewing", body: "gm" });
    handle?.send({ type: "confirm" });
    await expect(done).resolves.toBeUndefined();
    expect(store.getSnapshot().flows).toEqual([]);
  });

  it("rejects with the catalogue FoyerError (details kept) when dismissed, and only the top flow is dismissed", async () => {
    const store = newStore();
    const below = openModalFlow(store, confirmFlow, { title: "t", app: "A", address: "0x1", body: "first" });
    const above = openModalFlow(store, confirmFlow, { title: "t", app: "A", address: "0x2", body: "second" });
    const flows = store.getSnapshot().flows;
    expect(flows.map((f) => (f.getState() as { body: string }).body)).toEqual(["first", "second"]);
    flows.at(-1)?.dismiss();
    const error = await above.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).toMatchObject({
      code: "unable_to_sign",
      shortMessage: "User rejected the request.",
      details: { rpcCode: 4001 },
    });
    expect(store.getSnapshot().flows).toEqual([flows[0]]);
    flows[0]?.send({ type: "confirm" });
    await below;
  });

  it("runs the flow's effects and timers, and stops them when it finishes", async () => {
    vi.useFakeTimers();
    try {
      const store = newStore();
      const done = openModalFlow<number, TickState, TickEvent, TickEffect, number>(store, tickFlow, 1);
      await vi.advanceTimersByTimeAsync(0);
      const handle = store.getSnapshot().flows[0];
      expect(handle?.getState()).toEqual({ count: 11 });
      await vi.advanceTimersByTimeAsync(30);
      expect(handle?.getState()).toEqual({ count: 14 });
      handle?.dismiss();
      await expect(done).resolves.toBe(14);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
