import { useCallback, useEffect, useRef } from "#react";
import type { LoginListener, LoginOptions } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { type HandlerEvent, optionsOrEvent } from "./optionsOrEvent.ts";

/**
 * Opens the login modal; `onComplete` fires when it closes signed in, `onError` with the error code
 * when an error screen is reached or the user closes the modal (`exited_auth_flow`).
 *
 * @example const { login } = useLogin({ onComplete: ({ user, isNewUser }) => console.log(user.id, isNewUser) });
 */
export function useLogin(callbacks: LoginListener = {}): {
  /** Also usable directly as an event handler: `<button onClick={login}>`. */
  login: (options?: LoginOptions | HandlerEvent) => void;
} {
  const store = useFoyerStore();
  const latest = useRef(callbacks);
  latest.current = callbacks;
  useEffect(
    () =>
      store.addLoginListener({
        onComplete: (result) => latest.current.onComplete?.(result),
        onError: (code, message) => latest.current.onError?.(code, message),
      }),
    [store],
  );
  const login = useCallback((options?: LoginOptions | HandlerEvent) => store.login(optionsOrEvent(options)), [store]);
  return { login };
}
