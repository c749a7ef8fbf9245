import { createMachineRunner } from "@foyer/core/client";
import { FoyerError } from "@foyer/core/errors";
import type { FarcasterEffect, FarcasterEvent, FarcasterState } from "@foyer/core/login";
import { farcasterMachine } from "@foyer/core/login/farcaster";
import { useCallback, useRef } from "#react";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { useMachineRunner } from "../provider/useMachineRunner.ts";

export interface FarcasterLoginState {
  /** As in farcasterMachine: opening, waiting (show `connectUri`), verifying, done, failed. */
  status: FarcasterState["status"];
  /** Show it as a QR code (desktop) or open it ("Open Farcaster app", phones). */
  connectUri: string | null;
  error: FoyerError | null;
}

export interface UseLoginWithFarcaster {
  /** Opens a Farcaster request (or a new one after a failure); sign-in completes once the user approves. */
  /** `captchaToken`: a solved captcha's token, when the app has captcha on (farcaster/init checks it). */
  initLoginWithFarcaster(input?: { disableSignup?: boolean; captchaToken?: string }): void;
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
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const mode = useRef<"no-signup" | "">("");
  /** The token for the next farcaster/init (single use). */
  const captchaToken = useRef<string | undefined>(undefined);
  const [machine, runner] = useMachineRunner(() => {
    const created = createMachineRunner<FarcasterState, FarcasterEvent, FarcasterEffect>({
      initial: farcasterMachine.initial(),
      transition(state, event) {
        const next = farcasterMachine.transition(state, event);
        if (next.state.status === "failed" && state.status !== "failed" && next.state.error) {
          latest.current.onError?.(next.state.error.code);
        }
        return next;
      },
      run(effect, send) {
        if (effect.type === "copy") {
          void globalThis.navigator?.clipboard?.writeText(effect.text).catch(() => {});
          return;
        }
        const via = mode.current === "no-signup" ? ({ mode: "no-signup" } as const) : {};
        const token = effect.type === "openChannel" ? captchaToken.current : undefined;
        if (token !== undefined) captchaToken.current = undefined;
        import("@foyer/core/runtime/farcaster")
          .then((m) =>
            m.runFarcasterEffect(store, effect, {
              action: "login",
              ...via,
              ...(token === undefined ? {} : { captchaToken: token }),
            }),
          )
          .then(async (outcome) => {
            if (outcome.kind === "event") return send(outcome.event);
            if (outcome.kind !== "signedIn") return;
            const done = await store.adoptSignIn(outcome.result);
            send({ type: "verified" });
            latest.current.onComplete?.({ ...done, loginMethod: "farcaster" });
          })
          .catch((error: unknown) =>
            send({ type: "openFailed", error: { code: "unknown_auth_error", message: String(error), status: null } }),
          );
      },
    });
    return created;
  });
  const initLoginWithFarcaster = useCallback(
    (input: { disableSignup?: boolean; captchaToken?: string } = {}) => {
      // `onClick={initLoginWithFarcaster}` passes the click event: only a real option counts.
      mode.current = input?.disableSignup === true ? "no-signup" : "";
      captchaToken.current = typeof input?.captchaToken === "string" ? input.captchaToken : undefined;
      runner.send({ type: "start" });
    },
    [runner],
  );

  const error = machine.error
    ? new FoyerError(machine.error.code, machine.error.message, { details: machine.error.details })
    : null;
  return {
    initLoginWithFarcaster,
    state: { status: machine.status, connectUri: machine.channel?.connectUri ?? null, error },
  };
}
