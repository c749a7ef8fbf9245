import {
  type FarcasterEffect,
  type FarcasterEvent,
  type FarcasterState,
  type FarcasterTimerId,
  FoyerError,
  farcasterMachine,
} from "@foyer/core";
import { useCallback, useEffect, useRef, useState } from "react";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

export interface FarcasterLoginState {
  /** As in farcasterMachine: opening, waiting (show `connectUri`), verifying, done, failed. */
  status: FarcasterState["status"];
  /** Show it as a QR code (desktop) or open it ("Open Farcaster app", phones). */
  connectUri: string | null;
  error: FoyerError | null;
}

export interface UseLoginWithFarcaster {
  /** Opens a Farcaster request (or a new one after a failure); sign-in completes once the user approves. */
  initLoginWithFarcaster(input?: { disableSignup?: boolean }): void;
  state: FarcasterLoginState;
}

/**
 * Sign In With Farcaster without the modal: the same machine as the Farcaster screen (polls every 2 s, times
 * out after 120 s with the retryable "The request timed out. Try again."); render `state.connectUri` yourself.
 *
 * @example const { initLoginWithFarcaster, state } = useLoginWithFarcaster({ onComplete: ({ user }) => go(user) });
 * <button onClick={() => initLoginWithFarcaster()}>Farcaster</button> {state.connectUri && <MyQr value={state.connectUri} />}
 */
export function useLoginWithFarcaster(callbacks: LoginListener = {}): UseLoginWithFarcaster {
  const store = useFoyerStore();
  const [machine, setMachine] = useState<FarcasterState>(farcasterMachine.initial);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const live = useRef({
    state: farcasterMachine.initial(),
    timers: new Map<FarcasterTimerId, ReturnType<typeof setTimeout>>(),
    mode: "",
    // False once unmounted: a poll answering late must not schedule the next one.
    mounted: true,
  });

  const send = useCallback(
    (event: FarcasterEvent) => {
      const current = live.current;
      if (!current.mounted) return;
      const previous = current.state;
      const { state, effects } = farcasterMachine.transition(previous, event);
      current.state = state;
      setMachine(state);
      if (state.status === "failed" && previous.status !== "failed" && state.error) {
        latest.current.onError?.(state.error.code);
      }
      for (const effect of effects) run(effect);

      function run(effect: FarcasterEffect): void {
        switch (effect.type) {
          case "startTimer":
            clearTimeout(current.timers.get(effect.id));
            current.timers.set(
              effect.id,
              setTimeout(() => send({ type: "timer", id: effect.id }), effect.ms),
            );
            return;
          case "cancelTimer":
            clearTimeout(current.timers.get(effect.id));
            current.timers.delete(effect.id);
            return;
          case "copy":
            void globalThis.navigator?.clipboard?.writeText(effect.text).catch(() => {});
            return;
          default: {
            const mode = current.mode === "no-signup" ? ({ mode: "no-signup" } as const) : {};
            import("../screens/farcaster/runFarcasterEffect.ts")
              .then((m) => m.runFarcasterEffect(store, effect, { action: "login", ...mode }))
              .then(async (outcome) => {
                if (outcome.kind === "event") return send(outcome.event);
                if (outcome.kind !== "signedIn") return;
                await store.session.setSession(outcome.result);
                send({ type: "verified" });
                latest.current.onComplete?.({
                  user: outcome.result.user,
                  isNewUser: outcome.result.isNewUser,
                  wasAlreadyAuthenticated: false,
                  loginMethod: "farcaster",
                });
              })
              .catch((error: unknown) =>
                send({
                  type: "openFailed",
                  error: { code: "unknown_auth_error", message: String(error), status: null },
                }),
              );
          }
        }
      }
    },
    [store],
  );

  useEffect(() => {
    const current = live.current;
    const { timers } = current;
    current.mounted = true;
    return () => {
      current.mounted = false;
      for (const handle of timers.values()) clearTimeout(handle);
      timers.clear();
    };
  }, []);

  const initLoginWithFarcaster = useCallback(
    (input: { disableSignup?: boolean } = {}) => {
      live.current.mode = input.disableSignup === true ? "no-signup" : "";
      send({ type: "start" });
    },
    [send],
  );

  const error = machine.error
    ? new FoyerError(machine.error.code, machine.error.message, { details: machine.error.details })
    : null;
  return {
    initLoginWithFarcaster,
    state: { status: machine.status, connectUri: machine.channel?.connectUri ?? null, error },
  };
}
