/** The message a popup on the host's redirect page posts to the window that opened it. */
export const OAUTH_MESSAGE_TYPE = "foyer:oauth-callback";

/** Marks the default redirect URL (`<current page>?foyer_oauth=1`). */
export const OAUTH_REDIRECT_PARAM = "foyer_oauth";

export interface OAuthCallbackMessage {
  type: typeof OAUTH_MESSAGE_TYPE;
  stateCode: string | null;
  authorizationCode: string | null;
  /** The provider's `error` parameter (e.g. access_denied), when it sent one. */
  error: string | null;
  /**
   * CloudKit's URL-redirect callback (iCloud recovery): the web auth token, which CloudKit sends instead
   * of an OAuth code and without a state (the flow that opened this popup checks it is its own).
   */
  ckWebAuthToken?: string;
}

/** The parts of the window the redirect page's handler uses (the window itself satisfies it). */
export interface OAuthRedirectPage {
  location: { search: string; origin: string };
  /** The window that opened this popup, or null on a full page. */
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  close(): void;
}

/**
 * Call on the page the OAuth provider redirects to. In a popup it posts the provider's answer
 * (`{ stateCode, authorizationCode }`, CloudKit's `ckWebAuthToken`, or an error) to the opener, same origin
 * only, and closes the popup;
 * answers true then (render nothing). In a full page (redirect mode) it does nothing and answers false:
 * the FoyerProvider resumes the flow from the URL.
 *
 * The page is reached through `page`, the window by default: a window-shaped port rather than `BrowserPorts`,
 * whose builder would add its bytes to the start-up code of every host page that calls this; a test hands
 * a plain object of this shape instead of stubbing globals.
 *
 * @example if (!handleOAuthRedirect()) createRoot(root).render(<App />);
 */
export function handleOAuthRedirect(page: OAuthRedirectPage = window): boolean {
  const { location, opener } = page;
  const params = new URLSearchParams(location.search);
  const ckWebAuthToken = params.get("ckWebAuthToken");
  if (!opener || (!params.has("state") && !params.has("error") && !ckWebAuthToken)) return false;
  const message: OAuthCallbackMessage = {
    type: OAUTH_MESSAGE_TYPE,
    stateCode: params.get("state"),
    authorizationCode: params.get("code"),
    error: params.get("error"),
    ...(ckWebAuthToken ? { ckWebAuthToken } : {}),
  };
  // The opener is the host page on this same origin; never hand the code to another origin.
  opener.postMessage(message, location.origin);
  page.close();
  return true;
}
