import type { AuthResult } from "@foyer/core/api";
import type { FoyerError } from "@foyer/core/errors";
import { useCallback, useRef, useState } from "#react";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { toFoyerError } from "../provider/toFlowError.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";

/**
 * Where a headless wallet sign-in (SIWE, SIWS) stands:
 * - "initial": no message yet;
 * - "generating-message": the nonce call (siwe/init, siws/init) is in flight;
 * - "awaiting-signature": the message is ready, have the wallet sign it and call the login function;
 * - "submitting-signature": the signature is being verified;
 * - "done": signed in (the session is stored, `useFoyer()` is authenticated);
 * - "error": the last call failed, `error` says why (invalid_captcha: the app has captcha on and no token was sent).
 */
export interface WalletMessageLoginState {
  status: "initial" | "generating-message" | "awaiting-signature" | "submitting-signature" | "done" | "error";
  error: FoyerError | null;
}

/** The page the message is for: the server accepts it only if this is an allowed origin of the app. */
export const currentPage = () => ({ domain: window.location.host, uri: window.location.origin });

/**
 * The state and calls shared by `useLoginWithSiwe` and `useLoginWithSiws`: write the message (nonce call,
 * captcha token), then sign in with its signature. The generate call throws (the caller needs the message);
 * both also report failures in `state` and `onError`.
 */
export function useWalletMessageLogin<GenerateInput, LoginInput>(
  callbacks: LoginListener,
  method: {
    generate(input: GenerateInput): Promise<string>;
    authenticate(input: LoginInput): Promise<AuthResult>;
  },
) {
  const store = useFoyerStore();
  const [state, setState] = useState<WalletMessageLoginState>({ status: "initial", error: null });
  const latest = useRef({ callbacks, method });
  latest.current = { callbacks, method };

  const fail = useCallback((error: unknown) => {
    const e = toFoyerError(error);
    setState({ status: "error", error: e });
    latest.current.callbacks.onError?.(e.code);
    return e;
  }, []);

  const generate = useCallback(
    async (input: GenerateInput) => {
      setState({ status: "generating-message", error: null });
      try {
        const message = await latest.current.method.generate(input);
        setState({ status: "awaiting-signature", error: null });
        return message;
      } catch (error) {
        throw fail(error);
      }
    },
    [fail],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      setState({ status: "submitting-signature", error: null });
      try {
        const result = await latest.current.method.authenticate(input);
        const done = await store.adoptSignIn(result);
        setState({ status: "done", error: null });
        latest.current.callbacks.onComplete?.({ ...done, loginMethod: "wallet" });
      } catch (error) {
        fail(error);
      }
    },
    [store, fail],
  );

  return { generate, login, state };
}
