import { FoyerError } from "../../errors/FoyerError.ts";
import type { RecoveryOAuthProvider } from "../../flows/recovery/recoveryOAuthMachine.ts";
import { cloudRecoveryProvider } from "../../providers/recovery/cloudRecoveryProviders.ts";
import { type BrowserPorts, browserPorts, type PopupPort } from "../browserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { awaitPopupMessage } from "./awaitPopupMessage.ts";
import { createPkce, randomUrlSafe } from "./createPkce.ts";
import { OAUTH_MESSAGE_TYPE, type OAuthCallbackMessage } from "./handleOAuthRedirect.ts";
import { defaultRedirectUrl } from "./runOAuth.ts";

/**
 * Recovery OAuth in a popup (spec 001 §4/§7): recovery/oauth/init (Google Drive, PKCE S256) or
 * init_icloud, the provider's consent in `popup` (opened blank in the click's task), the answer posted
 * back by the host's redirect page (same origin, that popup only), the state checked, then
 * recovery/oauth/authenticate for the drive access token.
 */
export async function runRecoveryOAuth(
  store: FoyerStore,
  provider: RecoveryOAuthProvider,
  popup: PopupPort,
  ports: BrowserPorts = browserPorts(),
): Promise<string> {
  const stateCode = randomUrlSafe();
  const { verifier, challenge } = await createPkce();
  // How the provider authorizes, from its registry entry: CloudKit's web sign-in, or OAuth 2 with PKCE.
  const cloudKit = cloudRecoveryProvider(provider).authorization.kind === "cloudkit-web-auth";
  // The token (and, in development, where the drive stand-in is) goes on to the wallet frame.
  const authenticate = async (authorizationCode: string, state: string) =>
    (
      await store.api.recoveryOAuth.authenticate({
        authorizationCode,
        stateCode: state,
        codeVerifier: verifier,
        provider,
      })
    ).accessToken;
  let signInOrigin: string | null = null;
  try {
    const { url } = cloudKit
      ? await store.api.recoveryOAuth.initIcloud({ redirectTo: defaultRedirectUrl(store, ports), stateCode })
      : await store.api.recoveryOAuth.init({
          redirectTo: defaultRedirectUrl(store, ports),
          codeChallenge: challenge,
          stateCode,
        });
    popup.location.href = url;
    signInOrigin = new URL(url, ports.currentUrl()).origin;
  } catch (error) {
    popup.close();
    throw error;
  }
  const answer = await awaitPopupMessage<OAuthCallbackMessage>(
    popup,
    {
      origin: new URL(ports.currentUrl()).origin,
      type: OAUTH_MESSAGE_TYPE,
      deniedMessage: "User denied confirmation during OAuth flow",
      // iCloud: CloudKit's sign-in page may post its session message itself (the API token's "Sign In
      // Callback" set to postMessage), from its own origin, to this window.
      ...(cloudKit && signInOrigin ? { alsoAccept: cloudKitSessionMessage(signInOrigin) } : {}),
    },
    ports,
  );
  if (cloudKit && answer.ckWebAuthToken) {
    // CloudKit carries no OAuth state: the token is bound to this flow by arriving in this flow's popup
    // (its window and origin checked above); the state this flow issued goes to the server as it is.
    return authenticate(answer.ckWebAuthToken, stateCode);
  }
  if (!answer.authorizationCode || answer.authorizationCode === "undefined" || answer.error) {
    throw new FoyerError("oauth_user_denied", "User denied confirmation during OAuth flow");
  }
  // The state must come back exactly (spec 001 §5): anything else may be a phishing attempt, reported to
  // analytics as login OAuth does.
  if (answer.stateCode !== stateCode) {
    void store.api.analytics
      .send({ eventName: "possible_phishing_attempt", payload: { flow: "recovery_oauth", provider } })
      .catch(() => {});
    throw new FoyerError("oauth_unexpected");
  }
  return authenticate(answer.authorizationCode, answer.stateCode ?? stateCode);
}

/** CloudKit's session message `{ ckWebAuthToken, ckSession }` from its sign-in page, as an OAuth answer. */
function cloudKitSessionMessage(origin: string) {
  return (event: MessageEvent): OAuthCallbackMessage | null => {
    const data = event.data as { ckWebAuthToken?: unknown } | null;
    if (event.origin !== origin || typeof data?.ckWebAuthToken !== "string" || !data.ckWebAuthToken) return null;
    return {
      type: OAUTH_MESSAGE_TYPE,
      stateCode: null,
      authorizationCode: null,
      error: null,
      ckWebAuthToken: data.ckWebAuthToken,
    };
  };
}
