import type { FoyerError } from "@foyer/core/errors";
import { toFoyerError } from "@foyer/core/runtime/errors";
import { useCallback, useRef, useState } from "#react";
import { isInAppBrowser } from "../methods/oauth/isInAppBrowser.ts";
import type { LoginListener } from "../provider/createFoyerStore.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { openPopup } from "../shell/openPopup.ts";

/** "loading": the provider's popup (or redirect) or the server call is in flight. */
export interface OAuthLoginState {
  status: "initial" | "loading" | "done" | "error";
  error: FoyerError | null;
}

export interface UseLoginWithOAuth {
  /**
   * Opens the provider (popup, or full-page redirect in redirect mode / in-app browsers) and signs in. Never throws.
   * `captchaToken`: a solved captcha's token, when the app has captcha on (oauth/init checks it).
   */
  initOAuth(input: { provider: string; disableSignup?: boolean; captchaToken?: string }): Promise<void>;
  state: OAuthLoginState;
}

/**
 * OAuth sign-in without the modal. Call `initOAuth` from a click handler (the popup opens in that task).
 *
 * `onComplete` gets `oauthTokens`: the provider's tokens, once (README "The provider's OAuth tokens").
 *
 * @example const { initOAuth, state } = useLoginWithOAuth({ onComplete: ({ user }) => console.log(user.id) });
 * <button onClick={() => initOAuth({ provider: "google" })}>Google</button>
 */
export function useLoginWithOAuth(callbacks: LoginListener = {}): UseLoginWithOAuth {
  const store = useFoyerStore();
  const [state, setState] = useState<OAuthLoginState>({ status: "initial", error: null });
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const initOAuth = useCallback(
    async ({
      provider,
      disableSignup,
      captchaToken,
    }: {
      provider: string;
      disableSignup?: boolean;
      captchaToken?: string;
    }) => {
      const redirect = store.clientConfig.oauth?.mode === "redirect" || isInAppBrowser(globalThis.navigator?.userAgent);
      const popup = redirect ? null : openPopup("foyer-oauth");
      setState({ status: "loading", error: null });
      try {
        const m = await import("@foyer/core/runtime/oauth");
        const run = {
          provider,
          action: "login" as const,
          ...(disableSignup ? { mode: "no-signup" as const } : {}),
          ...(captchaToken === undefined ? {} : { captchaToken }),
        };
        const outcome = popup ? await m.runOAuthPopup(store, popup, run) : await m.runOAuthRedirect(store, run);
        if (outcome.kind !== "signedIn") return;
        // The provider's tokens reach this hook's onComplete (the store's report has no place for them).
        const { oauthTokens } = outcome.result;
        const listener = latest.current;
        await store.adoptSignIn(outcome.result, {
          loginMethod: "oauth",
          listener: oauthTokens
            ? { ...listener, onComplete: (r) => listener.onComplete?.({ ...r, oauthTokens }) }
            : listener,
        });
        setState({ status: "done", error: null });
      } catch (error) {
        const e = toFoyerError(error);
        setState({ status: "error", error: e });
        latest.current.onError?.(e.code);
      }
    },
    [store],
  );
  return { initOAuth, state };
}
