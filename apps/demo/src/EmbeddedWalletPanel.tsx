import {
  useCreateWallet,
  useEmbeddedWallets,
  useExportWallet,
  useFoyer,
  useFundWallet,
  useSignMessage,
} from "@foyer/react";
import { useState } from "react";

/** Embedded wallets of the signed-in user: addresses, create, sign a message, export (key shown in the frame). */
export function EmbeddedWalletPanel() {
  const { authenticated } = useFoyer();
  const wallets = useEmbeddedWallets();
  const { createWallet } = useCreateWallet();
  const { signMessage } = useSignMessage();
  const { exportWallet } = useExportWallet();
  const { fundWallet } = useFundWallet();
  const [funded, setFunded] = useState<string | null>(null);
  const [message, setMessage] = useState("Hello from Foyer");
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!authenticated) return null;

  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const hasEthereum = wallets.some((w) => w.chainType === "ethereum");
  const hasSolana = wallets.some((w) => w.chainType === "solana");

  return (
    <section className="card" data-testid="demo-embedded-wallets">
      <h2>Embedded wallets</h2>
      <p className="muted">Keys are split 2-of-3 in the wallet frame (its own origin); this page never sees them.</p>
      {wallets.length === 0 && <p className="muted">No embedded wallet yet.</p>}
      <ul className="wallet-list">
        {wallets.map((w) => (
          <li key={w.address} data-testid={`demo-wallet-${w.chainType}`}>
            <strong>{w.chainType === "ethereum" ? "Ethereum" : "Solana"}</strong> #{w.walletIndex ?? 0}{" "}
            <code className="wallet-address">{w.address}</code>{" "}
            <button
              type="button"
              className="button"
              disabled={busy}
              data-testid={`demo-fund-${w.chainType}`}
              onClick={run(async () => {
                const result = await fundWallet(w.address);
                setFunded(result.funded ? `funded: ${result.amount}` : "not funded");
              })}
            >
              Fund
            </button>
          </li>
        ))}
      </ul>
      <div className="actions wrap">
        {!hasEthereum && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={run(async () => void (await createWallet()))}
          >
            Create Ethereum wallet
          </button>
        )}
        {!hasSolana && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={run(async () => void (await createWallet({ chainType: "solana" })))}
          >
            Create Solana wallet
          </button>
        )}
      </div>
      {hasEthereum && (
        <>
          <h3>Sign a message</h3>
          <input
            className="input wallet-message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-label="Message"
          />
          <div className="actions wrap">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={run(async () => setSignature((await signMessage(message)).signature))}
            >
              Sign message
            </button>
            <button type="button" className="button" disabled={busy} onClick={run(() => exportWallet())}>
              Export wallet
            </button>
          </div>
          {signature && (
            <pre className="code token" data-testid="demo-signature">
              {signature}
            </pre>
          )}
        </>
      )}
      {funded && (
        <p className="muted" data-testid="demo-fund-result">
          {funded}
        </p>
      )}
      {error && (
        <p className="error" data-testid="demo-wallet-error">
          {error}
        </p>
      )}
    </section>
  );
}
