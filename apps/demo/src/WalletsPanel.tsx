import { type ConnectedWallet, useConnectWallet, useFoyer, useLinkWallet, useWallets } from "@foyer/react";
import { useState } from "react";
import { encodeFunctionData, erc20Abi, maxUint256 } from "viem";
import { drainerParam, walletListParams } from "./demoEnv.ts";
import { devChainEnv } from "./devChain.ts";
import { installDevTestWallets } from "./devTestWallets.ts";

function WalletRow({ wallet }: { wallet: ConnectedWallet }) {
  const [note, setNote] = useState<string | null>(null);
  const switchTo = (id: number) =>
    wallet.switchChain(id).then(
      () => setNote(null),
      (e: { shortMessage?: string; message?: string }) => setNote(e.shortMessage ?? e.message ?? "failed"),
    );
  // Through the wallet's provider as Foyer hands it out: with scanning on, a Malicious scan asks first.
  const approveDrainer = async () => {
    setNote(null);
    try {
      const provider = await wallet.getEthereumProvider();
      const data = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [drainerParam, maxUint256] });
      const hash = await provider.request({
        method: "eth_sendTransaction",
        params: [{ from: wallet.address, to: devChainEnv.usdc, data }],
      });
      setNote(`sent: ${String(hash)}`);
    } catch (e) {
      setNote(`${(e as { code?: number }).code ?? ""} ${(e as Error).message}`.trim());
    }
  };
  return (
    <li className="account" data-testid="demo-connected-wallet" style={{ flexWrap: "wrap" }}>
      <span className="account-label">{wallet.chainType === "solana" ? "Solana" : "Ethereum"}</span>
      <span className="account-value" title={wallet.address}>
        {wallet.address}
        <br />
        <span className="muted">
          {wallet.name} · {wallet.walletClientType} · {wallet.connectorType}
          {wallet.chainId ? ` · ${wallet.chainId}` : ""}
        </span>
      </span>
      {wallet.chainType === "ethereum" && (
        <>
          <button type="button" className="button button-small" onClick={() => void switchTo(31337)}>
            Anvil
          </button>
          <button type="button" className="button button-small" onClick={() => void switchTo(1)}>
            Mainnet
          </button>
          <button type="button" className="button button-small" onClick={() => void approveDrainer()}>
            Approve all USDC to a drainer
          </button>
        </>
      )}
      <button type="button" className="button button-small" onClick={() => void wallet.disconnect()}>
        Disconnect
      </button>
      {note && (
        <span className="note" data-testid="demo-wallet-note">
          {note}
        </span>
      )}
    </li>
  );
}

/** External wallets: useWallets() list, connectWallet() (no sign-in), linkWallet(), and the demo's test wallets. */
export function WalletsPanel() {
  const { authenticated } = useFoyer();
  const { wallets } = useWallets();
  const [event, setEvent] = useState<string | null>(null);
  const [devWallets, setDevWallets] = useState(false);
  const { connectWallet } = useConnectWallet({
    onSuccess: (w) => setEvent(`Connected ${w.walletClientType} ${w.address}`),
    onError: (code) => setEvent(`Connect ended: ${code}`),
  });
  const { linkWallet } = useLinkWallet();
  return (
    <section className="card" data-testid="demo-wallets">
      <h2>Wallets</h2>
      <p className="muted">
        <code>useWallets()</code> lists wallets connected in this page; <code>connectWallet()</code> connects one
        without signing in; <code>linkWallet()</code> adds one to the signed-in user.
      </p>
      {!authenticated && (
        <p className="muted">
          Wallet login: <a href="?wallets=1">open the demo with "Continue with a wallet"</a> on the login screen, or in{" "}
          <a href="?wallets=first">wallet-first mode</a>.
        </p>
      )}
      <div className="actions wrap">
        <button type="button" className="button" onClick={() => connectWallet(walletListParams)}>
          Connect a wallet
        </button>
        {authenticated && (
          <button type="button" className="button" onClick={() => linkWallet(walletListParams)}>
            Link a wallet
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={devWallets}
          onClick={() => {
            installDevTestWallets();
            setDevWallets(true);
          }}
        >
          {devWallets ? "Dev test wallets added" : "Add dev test wallets (demo only)"}
        </button>
      </div>
      <p className="muted">
        The dev test wallets are for trying wallet login offline: an Ethereum wallet with anvil's public test account #1
        and a Solana wallet with a fixed test key. Never use them for anything of value.
      </p>
      {event && <p className="note">{event}</p>}
      {wallets.length > 0 && (
        <ul className="accounts">
          {wallets.map((w) => (
            <WalletRow key={`${w.chainType}:${w.address}`} wallet={w} />
          ))}
        </ul>
      )}
    </section>
  );
}
