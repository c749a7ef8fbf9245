import type { OAuthProvider } from "../../api/oauth.ts";
import type { LoginMode } from "../../api/wire.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import { STORAGE_PREFIX } from "../../startupConstants.ts";
import type { AuthResult, User } from "../../types.ts";
import { type BrowserPorts, browserPorts, type PopupPort } from "../browserPorts.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { awaitPopupMessage } from "./awaitPopupMessage.ts";
import { createPkce, randomUrlSafe } from "./createPkce.ts";
import { OAUTH_MESSAGE_TYPE, OAUTH_REDIRECT_PARAM, type OAuthCallbackMessage } from "./handleOAuthRedirect.ts";
import { CROSS_APP_PREFIX, runCrossAppPopup } from "./runCrossApp.ts";
import { withOAuthTokens } from "./withOAuthTokens.ts";

/** The OAuth-flow provider name of enterprise single sign-on (`sso/init`, `sso/authenticate`). */
export const SSO_PROVIDER = "sso";

export type OAuthOutcome = { kind: "signedIn"; result: AuthResult } | { kind: "linked"; user: User };

/** What the browser keeps between init and the callback (sessionStorage: it must survive a redirect). */
export interface PendingOAuth {
  provider: string;
  stateCode: string;
  codeVerifier: string;
  redirectTo: string;
  action: "login" | "link";
  mode?: LoginMode;
}

/** `foyer:oauth:{appId}` in sessionStorage. */
export const pendingOAuthKey = (appId: string): string => `${STORAGE_PREFIX}oauth:${appId}`;

/** The page the provider returns to: the host's `oauth.redirectUrl`, else this page with `?foyer_oauth=1`. */
export function defaultRedirectUrl(store: FoyerStore, ports: BrowserPorts = browserPorts()): string {
  const configured = store.clientConfig.oauth?.redirectUrl;
  if (configured) return configured;
  const url = new URL(ports.currentUrl());
  url.search = `?${OAUTH_REDIRECT_PARAM}=1`;
  url.hash = "";
  return url.toString();
}

function readPending(appId: string, ports: BrowserPorts): PendingOAuth | null {
  try {
    const raw = ports.session.get(pendingOAuthKey(appId));
    return raw ? (JSON.parse(raw) as PendingOAuth) : null;
  } catch {
    return null;
  }
}

/**
 * Checks the provider's answer against the stored flow (spec 000 §8 "OAuth"): a provider error or a
 * missing code ("undefined" included, as some providers send it) is the user's refusal; a state that is
 * not the stored one is a possible phishing attempt (reported to analytics).
 */
export async function completeOAuth(
  store: FoyerStore,
  stored: PendingOAuth | null,
  answer: Pick<OAuthCallbackMessage, "stateCode" | "authorizationCode" | "error">,
  ports: BrowserPorts = browserPorts(),
): Promise<OAuthOutcome> {
  try {
    ports.session.remove(pendingOAuthKey(store.appId));
  } catch {
    // Storage blocked: nothing to clean.
  }
  if (!stored || answer.stateCode !== stored.stateCode) {
    const crossApp = stored?.provider.startsWith(CROSS_APP_PREFIX) === true;
    void store.api.analytics
      .send({
        eventName: "possible_phishing_attempt",
        payload: crossApp
          ? { flow: "cross_app", provider: stored?.provider.slice(CROSS_APP_PREFIX.length) ?? null }
          : { flow: "oauth", provider: stored?.provider ?? null },
      })
      .catch(() => {});
    throw new FoyerError("oauth_unexpected");
  }
  const code = answer.authorizationCode;
  if (answer.error || !code || code === "undefined") throw new FoyerError("oauth_user_denied");
  const input = {
    provider: stored.provider as OAuthProvider,
    authorizationCode: code,
    stateCode: stored.stateCode,
    codeVerifier: stored.codeVerifier,
  };
  // Cross-app in redirect mode: the provider app's consent page came back with the code like a provider.
  if (stored.provider.startsWith(CROSS_APP_PREFIX)) {
    const crossApp = { code, stateCode: stored.stateCode, codeVerifier: stored.codeVerifier };
    if (stored.action === "link") return { kind: "linked", user: await store.api.crossApp.link(crossApp) };
    const result = await store.api.crossApp.authenticate(stored.mode ? { ...crossApp, mode: stored.mode } : crossApp);
    return { kind: "signedIn", result };
  }
  // Enterprise SSO runs the same browser flow against its own endpoints.
  const api = stored.provider === SSO_PROVIDER ? store.api.sso : store.api.oauth;
  if (stored.action === "link") return { kind: "linked", user: await api.link(input) };
  const result = await api.authenticate(stored.mode ? { ...input, mode: stored.mode } : input);
  return { kind: "signedIn", result: withOAuthTokens(result) };
}

/** Starts a flow: PKCE verifier and state made here (Web Crypto), kept in sessionStorage, then oauth/init. */
async function start(
  store: FoyerStore,
  run: { provider: string; action: "login" | "link"; mode?: LoginMode; captchaToken?: string },
  ports: BrowserPorts,
): Promise<{ url: string; pending: PendingOAuth }> {
  const { verifier, challenge } = await createPkce();
  // The captcha token is for oauth/init only: single use, never kept in storage.
  const { captchaToken, ...kept } = run;
  const pending: PendingOAuth = {
    ...kept,
    stateCode: randomUrlSafe(),
    codeVerifier: verifier,
    redirectTo: defaultRedirectUrl(store, ports),
  };
  try {
    ports.session.set(pendingOAuthKey(store.appId), JSON.stringify(pending));
  } catch {
    // Popup mode still works from memory; redirect mode cannot (checked by the caller).
  }
  const initInput = { redirectTo: pending.redirectTo, codeChallenge: challenge, stateCode: pending.stateCode };
  const { url } = run.provider.startsWith(CROSS_APP_PREFIX)
    ? await store.api.crossApp.init({ ...initInput, providerAppId: run.provider.slice(CROSS_APP_PREFIX.length) })
    : run.provider === SSO_PROVIDER
      ? await store.api.sso.init(initInput)
      : await store.api.oauth.init({
          ...initInput,
          provider: run.provider as OAuthProvider,
          ...(captchaToken === undefined ? {} : { captchaToken }),
        });
  return { url, pending };
}

/**
 * Popup mode: `popup` was opened (blank) in the click's own task so blockers let it through; it is sent
 * to the provider, and the answer comes back from the host's redirect page by postMessage, accepted
 * only from this origin and from that popup.
 */
export async function runOAuthPopup(
  store: FoyerStore,
  popup: PopupPort,
  run: { provider: string; action: "login" | "link"; mode?: LoginMode; captchaToken?: string },
  ports: BrowserPorts = browserPorts(),
): Promise<OAuthOutcome> {
  if (run.provider.startsWith(CROSS_APP_PREFIX)) return runCrossAppPopup(store, popup, run, ports);
  let pending: PendingOAuth;
  try {
    const started = await start(store, run, ports);
    pending = started.pending;
    popup.location.href = started.url;
  } catch (error) {
    popup.close();
    throw error;
  }
  const answer = await awaitPopupMessage<OAuthCallbackMessage>(
    popup,
    { origin: new URL(ports.currentUrl()).origin, type: OAUTH_MESSAGE_TYPE },
    ports,
  );
  // The stored state is read back now: storage is the source of truth in both modes.
  return completeOAuth(store, readPending(store.appId, ports) ?? pending, answer, ports);
}

/**
 * Redirect mode: the whole page goes to the provider (or, for cross-app, to the provider app's consent page,
 * which comes back the same way); `resumeOAuthRedirect` finishes on the way back.
 */
export async function runOAuthRedirect(
  store: FoyerStore,
  run: { provider: string; action: "login" | "link"; mode?: LoginMode; captchaToken?: string },
  ports: BrowserPorts = browserPorts(),
): Promise<never> {
  const { url } = await start(store, run, ports);
  if (!readPending(store.appId, ports)) throw new FoyerError("session_storage_unavailable");
  ports.navigate(url);
  return new Promise<never>(() => {});
}

/**
 * On load after a full-page redirect: when the URL carries the provider's answer and a flow is stored,
 * finishes it (the URL is cleaned first so a reload does not replay the code). Null when there is none.
 */
export async function resumeOAuthRedirect(
  store: FoyerStore,
  ports: BrowserPorts = browserPorts(),
): Promise<OAuthOutcome | null> {
  const url = new URL(ports.currentUrl());
  const stored = readPending(store.appId, ports);
  if (!stored || ports.isPopup() || (!url.searchParams.has("state") && !url.searchParams.has("error"))) return null;
  const answer = {
    stateCode: url.searchParams.get("state"),
    authorizationCode: url.searchParams.get("code"),
    error: url.searchParams.get("error"),
  };
  for (const name of ["state", "code", "error", "error_description", "scope", "iss", OAUTH_REDIRECT_PARAM]) {
    url.searchParams.delete(name);
  }
  ports.replaceUrl(url.toString());
  return completeOAuth(store, stored, answer, ports);
}
