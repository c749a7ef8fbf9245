import { useFoyer, useLogin } from "@foyer/react";
import { useEffect, useState } from "react";
import { CopyButton } from "./CopyButton.tsx";
import { CreateOnLoginToggle } from "./CreateOnLoginToggle.tsx";
import { appId, serverUrl, walletListParams } from "./demoEnv.ts";
import { LinkedAccounts } from "./LinkedAccounts.tsx";

const verifySnippet = `import { createRemoteJWKSet, jwtVerify } from "jose";

const jwks = createRemoteJWKSet(
  new URL("${serverUrl}/api/v1/apps/${appId}/jwks.json"),
);

export async function verifyFoyerToken(token: string) {
  const { payload } = await jwtVerify(token, jwks, { audience: "${appId}" });
  return { userId: payload.sub, sessionId: payload.sid };
}`;

/** The modal journey: "Log in" (useLogin), then the user, the access token and how a backend verifies it. */
export function AccountPanel() {
  const { ready, authenticated, user, logout, getAccessToken, loginAsGuest } = useFoyer();
  const [token, setToken] = useState<string | null>(null);
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  // Events ("Welcome, new user!", "Guest account created") are news, not state: they fade after a while.
  useEffect(() => {
    if (!lastEvent) return;
    const timer = setTimeout(() => setLastEvent(null), 6_000);
    return () => clearTimeout(timer);
  }, [lastEvent]);
  const { login } = useLogin({
    onComplete: ({ isNewUser, wasAlreadyAuthenticated }) =>
      setLastEvent(wasAlreadyAuthenticated ? "Already logged in" : isNewUser ? "Welcome, new user!" : "Welcome back!"),
    onError: (code, message) => setLastEvent(`Login ended: ${code}${message ? ` (${message})` : ""}`),
  });

  useEffect(() => {
    if (!authenticated) {
      setToken(null);
      return;
    }
    let live = true;
    void getAccessToken().then((t) => live && setToken(t));
    return () => {
      live = false;
    };
  }, [authenticated, getAccessToken]);

  if (!ready) {
    return (
      <section className="card">
        <p className="muted">Restoring your session…</p>
      </section>
    );
  }

  if (!authenticated || !user) {
    return (
      <section className="card hero">
        <h2>Log in with the modal</h2>
        <p className="muted">
          <code>useLogin()</code> opens Foyer's modal. Enter any email address; the code shows up in the{" "}
          <a href={`${serverUrl}/dev/mailbox`} target="_blank" rel="noreferrer">
            dev mailbox
          </a>
          .
        </p>
        <div className="actions">
          <button type="button" className="button button-primary" onClick={() => login(walletListParams)}>
            Log in
          </button>
          <button
            type="button"
            className="button"
            onClick={() =>
              loginAsGuest().then(
                () => setLastEvent("Guest account created"),
                (e: { code?: string }) => setLastEvent(`Guest login failed: ${e.code ?? "error"}`),
              )
            }
          >
            Continue as guest
          </button>
        </div>
        <CreateOnLoginToggle />
        {lastEvent && (
          <p className="note" data-testid="demo-login-event">
            {lastEvent}
          </p>
        )}
      </section>
    );
  }

  return (
    <section className="card">
      <div className="card-head">
        <div>
          <h2>You're logged in</h2>
          <p className="muted">
            {user.email?.address ?? user.phone?.number ?? user.id}
            {user.isGuest && (
              <span className="pill" data-testid="demo-guest">
                Guest
              </span>
            )}
            {lastEvent && <span className="pill">{lastEvent}</span>}
          </p>
        </div>
        <div className="actions">
          <button type="button" className="button" onClick={() => void logout()}>
            Log out
          </button>
        </div>
      </div>

      <LinkedAccounts />

      <h3>User object</h3>
      <pre className="code" data-testid="demo-user">
        {JSON.stringify(user, null, 2)}
      </pre>

      <div className="row">
        <h3>Access token</h3>
        {token && <CopyButton text={token} />}
      </div>
      <pre className="code token" data-testid="demo-token">
        {token ?? "…"}
      </pre>

      <div className="row">
        <h3>How your backend verifies it</h3>
        <CopyButton text={verifySnippet} />
      </div>
      <pre className="code">{verifySnippet}</pre>
    </section>
  );
}
