import { FoyerError } from "@foyer/core/errors";
import type { RecoveryOAuthProvider } from "@foyer/core/wallets";
import { OAUTH_MESSAGE_TYPE, type OAuthCallbackMessage } from "../../oauth/handleOAuthRedirect.ts";
import type { FoyerStore } from "../../provider/createFoyerStore.ts";
import { awaitPopupMessage } from "../../screens/oauth/awaitPopupMessage.ts";
import { createPkce, randomUrlSafe } from "../../screens/oauth/createPkce.ts";
import { defaultRedirectUrl } from "../../screens/oauth/runOAuth.ts";

/**
 * Recovery OAuth in a popup (spec 001 §4/§7): recovery/oauth/init (Google Drive, PKCE S256) or
 * init_icloud, the provider's consent in `popup` (opened blank in the click's task), the answer posted
 * back by the host's redirect page (same origin, that popup only), the state checked, then
 * recovery/oauth/authenticate for the drive access token.
 */
export async function runRecoveryOAuth(
  store: FoyerStore,
  provider: RecoveryOAuthProvider,
  popup: Window,
): Promise<string> {
  const stateCode = randomUrlSafe();
  const { verifier, challenge } = await createPkce();
  try {
    const { url } =
      provider === "icloud"
        ? await store.api.recoveryOAuth.initIcloud({ redirectTo: defaultRedirectUrl(store), stateCode })
        : await store.api.recoveryOAuth.init({
            redirectTo: defaultRedirectUrl(store),
            codeChallenge: challenge,
            stateCode,
          });
    popup.location.href = url;
  } catch (error) {
    popup.close();
    throw error;
  }
  const answer = await awaitPopupMessage<OAuthCallbackMessage>(popup, {
    origin: window.location.origin,
    type: OAUTH_MESSAGE_TYPE,
    deniedMessage: "User denied confirmation during OAuth flow",
  });
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
  // The token (and, in development, where the drive stand-in is) goes on to the wallet frame.
  const { accessToken } = await store.api.recoveryOAuth.authenticate({
    authorizationCode: answer.authorizationCode,
    stateCode: answer.stateCode ?? stateCode,
    codeVerifier: verifier,
    provider,
  });
  return accessToken;
}
