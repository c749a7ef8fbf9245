import { useFoyer, useLoginWithFarcaster } from "@foyer/react";

/** useLoginWithFarcaster without the modal: your own button, and the connect URI to show as you like. */
export function HeadlessFarcasterLogin() {
  const { authenticated } = useFoyer();
  const { initLoginWithFarcaster, state } = useLoginWithFarcaster();
  if (authenticated) return null;
  const busy = state.status === "opening" || state.status === "waiting" || state.status === "verifying";
  return (
    <section className="card">
      <h2>Headless: Farcaster</h2>
      <p className="muted">
        <code>useLoginWithFarcaster()</code> opens the request and polls it; you show <code>state.connectUri</code>{" "}
        (here as a link to the dev stand-in's approval page).
      </p>
      <div className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => initLoginWithFarcaster()}>
          Start a Farcaster request
        </button>
        {state.status === "waiting" && state.connectUri && (
          <a href={state.connectUri} target="_blank" rel="noreferrer" data-testid="headless-farcaster-uri">
            Approve in Farcaster ↗
          </a>
        )}
      </div>
      <p className="state">
        state.status: <code>{state.status}</code>
        {state.error && (
          <>
            {" "}
            · error: <code>{state.error.code}</code> {state.error.shortMessage}
          </>
        )}
      </p>
    </section>
  );
}
