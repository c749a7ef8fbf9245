import type { AuthResult } from "@foyer/core/api";
import type { FoyerError } from "@foyer/core/errors";
import { toFoyerError } from "@foyer/core/runtime/errors";
import { useCallback, useRef, useState } from "#react";
import type { LoginListener, LoginResult } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

/**
 * Where a headless code login stands:
 * - "initial": nothing sent yet;
 * - "sending-code": `sendCode` is in flight;
 * - "awaiting-code-input": a code was sent, call `loginWithCode`;
 * - "submitting-code": `loginWithCode` is in flight;
 * - "done": signed in (the session is stored, `useFoyer()` is authenticated);
 * - "error": the last call failed, `error` says why (a FoyerError with a catalogue `code`).
 */
export interface CodeLoginState {
  status: "initial" | "sending-code" | "awaiting-code-input" | "submitting-code" | "done" | "error";
  error: FoyerError | null;
}

/** How one kind of code login sends a code and signs in with it (email, phone). */
export interface CodeLoginMethod<SendInput> {
  loginMethod: LoginResult["loginMethod"];
  /** Sends the code; resolves with the destination the code went to (normalised), for `authenticate`. */
  send(input: SendInput): Promise<string>;
  authenticate(destination: string, code: string): Promise<AuthResult>;
}

/**
 * The state and calls shared by `useLoginWithEmail` and `useLoginWithSms`: send a code, then sign in
 * with it on the destination it went to. Neither call throws: failures land in `state` and `onError`.
 */
export function useCodeLogin<SendInput>(callbacks: LoginListener, method: CodeLoginMethod<SendInput>) {
  const store = useFoyerStore();
  const [state, setState] = useState<CodeLoginState>({ status: "initial", error: null });
  const destination = useRef<string | null>(null);
  const latest = useRef({ callbacks, method });
  latest.current = { callbacks, method };

  const fail = useCallback((error: unknown) => {
    const e = toFoyerError(error);
    setState({ status: "error", error: e });
    latest.current.callbacks.onError?.(e.code);
  }, []);

  const sendCode = useCallback(
    async (input: SendInput) => {
      setState({ status: "sending-code", error: null });
      try {
        destination.current = await latest.current.method.send(input);
        setState({ status: "awaiting-code-input", error: null });
      } catch (error) {
        fail(error);
      }
    },
    [fail],
  );

  const loginWithCode = useCallback(
    async ({ code }: { code: string }) => {
      if (!destination.current) return fail(new Error("sendCode must succeed before loginWithCode"));
      setState({ status: "submitting-code", error: null });
      try {
        const { method, callbacks } = latest.current;
        const result = await method.authenticate(destination.current, code.trim());
        const done = await store.adoptSignIn(result);
        setState({ status: "done", error: null });
        callbacks.onComplete?.({ ...done, loginMethod: method.loginMethod });
      } catch (error) {
        fail(error);
      }
    },
    [store, fail],
  );

  return { sendCode, loginWithCode, state };
}
