import { escapeHtml } from "../../dev/escapeHtml.ts";

/** The message the consent page posts to the requester's window. */
export const CROSS_APP_MESSAGE_TYPE = "foyer:cross-app";

/**
 * The provider app's consent page, served by this server on the provider app's behalf (its origin is this
 * server's). The user signs in to the provider app with an email code; the provider session (its refresh
 * token) stays in this origin's storage, so a later cross-app request skips the sign-in. "Allow" gets a
 * single-use code from `cross-app/approve` and posts it, with the state, to the requester's origin as the
 * server recorded it at `init` (never an origin from the URL). "Cancel" closes the window.
 * Full-page (redirect) mode, when `init` had a `redirect_to`: the page replaced the requester's page, so
 * "Allow" sends the browser back to that recorded URL with `code` and `state`, and "Cancel" with
 * `error=access_denied` and `state`, as an OAuth provider would.
 */
export function renderCrossAppPage(options: {
  providerAppId: string;
  providerName: string;
  providerIcon: string | null;
  requesterAppId: string;
  requesterName: string;
  stateCode: string;
  /** Redirect mode: the requester page recorded at `init`; null in popup mode. */
  redirectTo?: string | null;
}): string {
  const provider = escapeHtml(options.providerName);
  const requester = escapeHtml(options.requesterName);
  // JSON inside a script: "<" escaped so no value can close the element.
  const data = JSON.stringify({
    providerAppId: options.providerAppId,
    providerName: options.providerName,
    requesterAppId: options.requesterAppId,
    stateCode: options.stateCode,
    messageType: CROSS_APP_MESSAGE_TYPE,
    redirectTo: options.redirectTo ?? null,
  }).replace(/</g, "\\u003c");
  const icon = options.providerIcon ? `<img class="icon" src="${escapeHtml(options.providerIcon)}" alt="">` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${provider} · Sign in to ${requester}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f5; color: #111; }
  main { background: #fff; border: 1px solid #ddd; border-radius: 14px; padding: 1.6rem; width: min(24rem, calc(100vw - 2rem)); box-sizing: border-box; }
  h1 { font-size: 1.25rem; margin: 0 0 .4rem; } p { color: #555; font-size: .92rem; margin: 0 0 1rem; }
  .icon { width: 48px; height: 48px; border-radius: 12px; display: block; margin-bottom: .8rem; }
  label { display: block; font-weight: 600; font-size: .9rem; margin-bottom: .3rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem .7rem; border: 1px solid #bbb; border-radius: 8px; }
  .row { display: flex; gap: .5rem; margin-top: 1rem; }
  button { flex: 1; font: inherit; padding: .6rem; border-radius: 8px; border: 1px solid #111; background: #111; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #111; border-color: #bbb; }
  button:disabled { opacity: .6; cursor: default; }
  .error { color: #b91c1c; } [hidden] { display: none !important; }
</style>
</head>
<body>
<main>
${icon}
<h1>${requester} wants to use your ${provider} account</h1>
<p id="status">Loading…</p>
<p class="error" id="error" role="alert" hidden></p>
<form id="email-form" hidden>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required placeholder="you@example.com">
  <div class="row"><button type="button" class="secondary" data-cancel>Cancel</button><button type="submit">Send code</button></div>
</form>
<form id="code-form" hidden>
  <label for="code">Code</label>
  <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required pattern="[0-9]{6}" maxlength="6">
  <div class="row"><button type="button" class="secondary" data-cancel>Cancel</button><button type="submit">Sign in</button></div>
</form>
<div id="consent" hidden>
  <p>${requester} will be able to sign you in with your ${provider} account and see its id and embedded wallet addresses.</p>
  <div class="row"><button type="button" class="secondary" data-cancel>Cancel</button><button type="button" id="allow">Allow</button></div>
  <p><button type="button" class="secondary" id="switch">Use another account</button></p>
</div>
</main>
<script type="application/json" id="foyer-cross-app">${data}</script>
<script>
(() => {
  const cfg = JSON.parse(document.getElementById("foyer-cross-app").textContent);
  const key = "foyer:cross-app:" + cfg.providerAppId + ":refresh_token";
  const $ = (id) => document.getElementById(id);
  let session = null;
  const api = async (path, body, token) => {
    const headers = { "content-type": "application/json", "foyer-app-id": cfg.providerAppId };
    if (token) headers.authorization = "Bearer " + token;
    const response = await fetch("/api/v1/" + path, { method: "POST", headers, body: JSON.stringify(body) });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(json.error || "Request failed");
    return json;
  };
  const show = (id) => {
    for (const name of ["email-form", "code-form", "consent"]) $(name).hidden = name !== id;
  };
  const fail = (error) => { $("error").hidden = false; $("error").textContent = error.message || String(error); };
  const keep = (answer) => {
    session = answer;
    try { localStorage.setItem(key, answer.refresh_token); } catch {}
    const email = answer.user.linked_accounts.find((a) => a.type === "email");
    $("status").textContent = "Signed in to " + cfg.providerName + (email ? " as " + email.address : "") + ".";
    show("consent");
  };
  const signInForm = () => { $("status").textContent = "Sign in to " + cfg.providerName + " to continue."; show("email-form"); };
  // Redirect mode: back to the requester page, the answer in its query (as an OAuth provider answers).
  const back = (url, params) => {
    const target = new URL(url);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    window.location.assign(target.toString());
  };
  const cancel = () => cfg.redirectTo ? back(cfg.redirectTo, { error: "access_denied", state: cfg.stateCode }) : window.close();
  for (const button of document.querySelectorAll("[data-cancel]")) button.onclick = cancel;
  $("switch").onclick = () => { try { localStorage.removeItem(key); } catch {} session = null; signInForm(); };
  let email = "";
  $("email-form").onsubmit = async (event) => {
    event.preventDefault(); $("error").hidden = true;
    email = $("email").value;
    try { await api("passwordless/init", { email }); $("status").textContent = "Enter the code sent to " + email + "."; show("code-form"); $("code").focus(); }
    catch (error) { fail(error); }
  };
  $("code-form").onsubmit = async (event) => {
    event.preventDefault(); $("error").hidden = true;
    try { keep(await api("passwordless/authenticate", { email, code: $("code").value })); } catch (error) { fail(error); }
  };
  $("allow").onclick = async () => {
    $("error").hidden = true; $("allow").disabled = true;
    try {
      const answer = await api("cross-app/approve", { requester_app_id: cfg.requesterAppId, state_code: cfg.stateCode }, session.token);
      if (answer.redirect_to) { back(answer.redirect_to, { code: answer.code, state: cfg.stateCode }); return; }
      if (!window.opener) throw new Error("The app that opened this window is gone.");
      window.opener.postMessage({ type: cfg.messageType, stateCode: cfg.stateCode, code: answer.code }, answer.origin);
      window.close();
    } catch (error) { $("allow").disabled = false; fail(error); }
  };
  (async () => {
    let stored = null;
    try { stored = localStorage.getItem(key); } catch {}
    if (stored) {
      try { keep(await api("sessions", { refresh_token: stored })); return; } catch { try { localStorage.removeItem(key); } catch {} }
    }
    signInForm();
  })();
})();
</script>
</body>
</html>`;
}
