import type { FoyerError } from "@foyer/core/errors";
import type { PasskeyAction } from "@foyer/core/login";
import { toFoyerError } from "@foyer/core/runtime/errors";
import { useCallback, useRef, useState } from "#react";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

/** "pending": the browser's passkey prompt or the server call is in flight. */
export interface PasskeyState {
  status: "initial" | "pending" | "done" | "error";
  error: FoyerError | null;
}

/** Shared body of the passkey hooks: one ceremony per call, @simplewebauthn/browser loaded on first use. */
export function usePasskeyCeremony(action: PasskeyAction, callbacks: LoginListener) {
  const store = useFoyerStore();
  const [state, setState] = useState<PasskeyState>({ status: "initial", error: null });
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const run = useCallback(
    async (input: { captchaToken?: string } = {}) => {
      setState({ status: "pending", error: null });
      try {
        const { runPasskey } = await import("@foyer/core/runtime/passkey");
        const outcome = await runPasskey(store, action, undefined, input.captchaToken);
        if (outcome.kind === "signedIn") {
          await store.adoptSignIn(outcome.result, { loginMethod: "passkey", listener: latest.current });
        } else {
          store.adoptUser(outcome.user);
        }
        setState({ status: "done", error: null });
      } catch (error) {
        const e = toFoyerError(error);
        setState({ status: "error", error: e });
        latest.current.onError?.(e.code);
      }
    },
    [store, action],
  );
  return { run, state };
}
