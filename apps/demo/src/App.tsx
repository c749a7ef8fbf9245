import { useFoyer } from "@foyer/react";
import { Fragment } from "react";
import { AccountPanel } from "./AccountPanel.tsx";
import { serverUrl } from "./demoEnv.ts";
import { EmbeddedWalletPanel } from "./EmbeddedWalletPanel.tsx";
import { GatesNote } from "./GatesNote.tsx";
import { HeadlessEmailLogin } from "./HeadlessEmailLogin.tsx";
import { HeadlessFarcasterLogin } from "./HeadlessFarcasterLogin.tsx";
import { LocalChainsPanel } from "./LocalChainsPanel.tsx";
import { SolanaTransactionsPanel } from "./SolanaTransactionsPanel.tsx";
import { TransactionsPanel } from "./TransactionsPanel.tsx";
import { WalletSecurityPanel } from "./WalletSecurityPanel.tsx";
import { WalletsPanel } from "./WalletsPanel.tsx";

/** The demo: the modal journey, the headless hook, and a link to the dev mailbox. */
export function App() {
  const { user } = useFoyer();
  // One rule for every panel's per-session results (a signature, a transaction hash, an error): they belong
  // to the user who made them, so the panels start fresh whenever the signed-in user changes or logs out.
  const session = user?.id ?? "signed-out";
  return (
    <div className="page">
      <header className="topbar">
        <div className="brand">
          <span className="logo" aria-hidden="true" />
          Foyer <span className="brand-tag">demo</span>
        </div>
        <a className="topbar-link" href={`${serverUrl}/dev/mailbox`} target="_blank" rel="noreferrer">
          Dev mailbox ↗
        </a>
      </header>
      <main className="content">
        <AccountPanel />
        <Fragment key={session}>
          <WalletsPanel />
          <EmbeddedWalletPanel />
          <TransactionsPanel />
          <SolanaTransactionsPanel />
          <WalletSecurityPanel />
        </Fragment>
        <HeadlessEmailLogin />
        <HeadlessFarcasterLogin />
        <GatesNote />
        <LocalChainsPanel />
      </main>
      <footer className="foot muted">
        Self-hosted auth: API at <code>{serverUrl}/api/v1</code>
      </footer>
    </div>
  );
}
