import type { User } from "@foyer/core/api";
import { FoyerError } from "@foyer/core/errors";
import { useCallback } from "#react";
import { isInAppBrowser } from "../methods/oauth/isInAppBrowser.ts";
import { useFoyerStore } from "../provider/useFoyerStore.ts";
import { openPopup } from "../shell/openPopup.ts";

export interface UseCrossAppAccounts {
  /**
   * Signs in with an account of the provider app `appId` (popup to its consent page; in redirect mode the page
   * goes there and the modal finishes on return). Resolves with the user.
   */
  loginWithCrossAppAccount(input: { appId: string; disableSignup?: boolean }): Promise<User>;
  /** Links an account of the provider app `appId` to the signed-in user. Resolves with the updated user. */
  linkCrossAppAccount(input: { appId: string }): Promise<User>;
  /** Removes a cross-app account (its subject: the user's id in the provider app). */
  unlinkCrossAppAccount(input: { subject: string }): Promise<User>;
}

/**
 * Cross-app accounts without the modal. Call the login / link functions from a click handler: the popup
 * opens in that task so blockers let it through. Errors are FoyerErrors (oauth_user_denied when the user
 * closes the popup, disallowed_login_method when the provider is not allowed).
 *
 * @example const { loginWithCrossAppAccount } = useCrossAppAccounts();
 * <button onClick={() => loginWithCrossAppAccount({ appId: "acme-wallet" })}>Acme</button>
 */
export function useCrossAppAccounts(): UseCrossAppAccounts {
  const store = useFoyerStore();
  const run = useCallback(
    async (provider: string, action: "login" | "link", disableSignup?: boolean) => {
      if (action === "link" && store.session.getState().status !== "authenticated") {
        throw new FoyerError("must_be_authenticated");
      }
      const flow = { provider: `foyer:${provider}`, action, ...(disableSignup ? { mode: "no-signup" as const } : {}) };
      // Redirect mode as for OAuth: the page leaves for the consent page and FoyerProvider finishes on return.
      if (store.clientConfig.oauth?.mode === "redirect" || isInAppBrowser(globalThis.navigator?.userAgent)) {
        const { runOAuthRedirect } = await import("@foyer/core/runtime/oauth");
        return runOAuthRedirect(store, flow);
      }
      const popup = openPopup("foyer-cross-app");
      if (!popup) throw new FoyerError("unknown_auth_error", "Unable to authorize user");
      const { runCrossAppPopup } = await import("@foyer/core/runtime/oauth");
      const outcome = await runCrossAppPopup(store, popup, flow);
      if (outcome.kind === "linked") return store.adoptUser(outcome.user);
      return (await store.adoptSignIn(outcome.result)).user;
    },
    [store],
  );
  const loginWithCrossAppAccount = useCallback(
    ({ appId, disableSignup }: { appId: string; disableSignup?: boolean }) => run(appId, "login", disableSignup),
    [run],
  );
  const linkCrossAppAccount = useCallback(({ appId }: { appId: string }) => run(appId, "link"), [run]);
  const unlinkCrossAppAccount = useCallback(
    async ({ subject }: { subject: string }) => {
      return store.adoptUser(await store.api.crossApp.unlink({ subject }));
    },
    [store],
  );
  return { loginWithCrossAppAccount, linkCrossAppAccount, unlinkCrossAppAccount };
}
