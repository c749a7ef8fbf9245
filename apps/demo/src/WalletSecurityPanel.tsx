import { useFoyer, useMfa, useSetWalletPassword, useSetWalletRecovery } from "@foyer/react";
import { useState } from "react";

/** Wallet security in the demo: password, backup method, recovery on a new device, and MFA. */
export function WalletSecurityPanel() {
  const { authenticated } = useFoyer();
  const { setWalletPassword } = useSetWalletPassword();
  const { setWalletRecovery, recoverWithPassword, recoverWithCloud } = useSetWalletRecovery();
  const { promptMfa, showMfaEnrollment } = useMfa();
  const [note, setNote] = useState<string | null>(null);
  if (!authenticated) return null;
  const run = (label: string, action: () => Promise<void>) => () => {
    setNote(null);
    action().then(
      () => setNote(`${label}: done`),
      (error: unknown) => setNote(`${label}: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  return (
    <section className="card">
      <h2>Wallet security</h2>
      <p className="muted">Recovery method of the embedded wallet, and a second factor before it signs.</p>
      <p className="muted" data-testid="demo-new-device-hint">
        To try a new device, open this page in a private window (its wallet frame starts empty), log in with the same
        email and sign: the wallet asks for your password first.
      </p>
      <div className="actions wrap">
        <button type="button" className="button" onClick={run("Set password", () => setWalletPassword())}>
          Set a password
        </button>
        <button type="button" className="button" onClick={run("Backup method", () => setWalletRecovery())}>
          Backup method
        </button>
        <button type="button" className="button" onClick={run("Recover", () => recoverWithPassword())}>
          Recover with password
        </button>
        <button type="button" className="button" onClick={run("Recover", () => recoverWithCloud("google-drive"))}>
          Recover from Google Drive
        </button>
        <button type="button" className="button" onClick={run("MFA", () => showMfaEnrollment())}>
          Manage MFA
        </button>
        <button type="button" className="button" onClick={run("Verify MFA", () => promptMfa())}>
          Verify MFA
        </button>
      </div>
      {note && (
        <p className="muted" data-testid="security-note">
          {note}
        </p>
      )}
    </section>
  );
}
