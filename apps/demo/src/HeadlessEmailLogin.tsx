import { useFoyer, useLoginWithEmail } from "@foyer/react";
import { useState } from "react";

/** Your own UI instead of the modal: useLoginWithEmail's sendCode / loginWithCode / state. */
export function HeadlessEmailLogin() {
  const { authenticated } = useFoyer();
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const { sendCode, loginWithCode, state } = useLoginWithEmail();
  const awaitingCode = state.status === "awaiting-code-input" || state.status === "submitting-code";
  const lastWasCode = state.status === "error" && code.length > 0;

  return (
    <section className="card">
      <h2>Headless: your own form</h2>
      <p className="muted">
        <code>useLoginWithEmail()</code> gives you <code>sendCode</code>, <code>loginWithCode</code> and{" "}
        <code>state</code>; no modal involved.
      </p>
      {authenticated ? (
        <p className="note">Signed in. Log out above to try the headless flow.</p>
      ) : (
        <>
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              setCode("");
              void sendCode({ email });
            }}
          >
            <input
              className="input"
              type="email"
              placeholder="you@example.com"
              aria-label="Email for the headless example"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="button" disabled={!email || state.status === "sending-code"}>
              {state.status === "sending-code" ? "Sending…" : "Send code"}
            </button>
          </form>
          {(awaitingCode || lastWasCode) && (
            <form
              className="inline-form"
              onSubmit={(e) => {
                e.preventDefault();
                void loginWithCode({ code });
              }}
            >
              <input
                className="input"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="6-digit code"
                aria-label="Code for the headless example"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <button
                type="submit"
                className="button"
                disabled={code.length === 0 || state.status === "submitting-code"}
              >
                {state.status === "submitting-code" ? "Checking…" : "Verify code"}
              </button>
            </form>
          )}
        </>
      )}
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
