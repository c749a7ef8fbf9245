import type { LoginMode } from "../../api/wire.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import { type BrowserPorts, browserPorts, type PopupPort } from "../browserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { awaitPopupMessage } from "./awaitPopupMessage.ts";
import { createPkce, randomUrlSafe } from "./createPkce.ts";
import type { OAuthOutcome } from "./runOAuth.ts";

/** The message type of the provider app's consent page (server: renderCrossAppPage.ts). */
export const CROSS_APP_MESSAGE_TYPE = "foyer:cross-app";
/** Login entries and OAuth-flow providers of the form "foyer:<provider app id>" are cross-app flows. */
export const CROSS_APP_PREFIX = "foyer:";

interface CrossAppMessage {
  type: typeof CROSS_APP_MESSAGE_TYPE;
  stateCode: string;
  code: string;
}

/**
 * Cross-app flow in a popup: PKCE verifier and state made here (kept in memory: the popup never leaves this
 * page), `cross-app/init`, then the provider app's consent page on the Foyer server. Its answer is accepted
 * only from that page's origin and that popup, and only with the state this flow made; the code is redeemed
 * with the verifier (sign-in, or link when `action` is "link"). A closed popup is the user's refusal.
 */
export async function runCrossAppPopup(
  store: FoyerStore,
  popup: PopupPort,
  run: { provider: string; action: "login" | "link"; mode?: LoginMode },
  ports: Pick<BrowserPorts, "onMessage"> = browserPorts(),
): Promise<OAuthOutcome> {
  const providerAppId = run.provider.slice(CROSS_APP_PREFIX.length);
  const { verifier, challenge } = await createPkce().catch((error: unknown) => {
    popup.close();
    throw error;
  });
  const stateCode = randomUrlSafe();
  let pageOrigin: string;
  try {
    const { url } = await store.api.crossApp.init({ providerAppId, codeChallenge: challenge, stateCode });
    pageOrigin = new URL(url).origin;
    popup.location.href = url;
  } catch (error) {
    popup.close();
    throw error;
  }
  const answer = await awaitPopupMessage<CrossAppMessage>(
    popup,
    { origin: pageOrigin, type: CROSS_APP_MESSAGE_TYPE },
    ports,
  );
  if (answer.stateCode !== stateCode) {
    void store.api.analytics
      .send({ eventName: "possible_phishing_attempt", payload: { flow: "cross_app", provider: providerAppId } })
      .catch(() => {});
    throw new FoyerError("oauth_unexpected");
  }
  if (typeof answer.code !== "string" || answer.code === "") throw new FoyerError("oauth_user_denied");
  const input = { code: answer.code, stateCode, codeVerifier: verifier };
  if (run.action === "link") return { kind: "linked", user: await store.api.crossApp.link(input) };
  const result = await store.api.crossApp.authenticate(run.mode ? { ...input, mode: run.mode } : input);
  return { kind: "signedIn", result };
}
