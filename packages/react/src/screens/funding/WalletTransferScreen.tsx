import { transferAmountExtras, transferWalletName, walletConnectingView, walletListView } from "@foyer/core/funding";
import type { FundingScreenProps } from "../../flows/funding/FundingSnapshot.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { WalletIcon } from "../wallets/WalletIcon.tsx";
import { AmountField } from "./AmountField.tsx";
import { FundingError } from "./FundingError.tsx";
import { fundingStyles } from "./fundingStyles.ts";

/**
 * Transfer from wallet (spec 001 §2): the connected wallets ('Connected', 'Solana') and the configured ones,
 * 3 and 'More wallets' beyond 4; 'Waiting for {wallet}' while a configured one connects; then the amount with
 * the source wallet's balance and 'Transfer from another network' (bridging); then 'Confirming with
 * {wallet}' while the wallet sends, and waiting until the funds arrive.
 */
export function WalletTransferScreen({ state, send }: FundingScreenProps) {
  const transfer = state.wallets;
  const runner = state.funding.wallets();
  if (!transfer || !runner) return <kit.LoadingScreen />;
  const walletName = transferWalletName(transfer);
  const back = () =>
    transfer.status === "amount" || transfer.status === "moreWallets" || transfer.status === "connecting"
      ? runner.send({ type: "back" })
      : send({ type: "back" });
  const frame = (name: string, body: React.ReactNode) => (
    <FlowScreenFrame name={name} onBack={back} onClose={() => send({ type: "close" })}>
      <style>{fundingStyles}</style>
      {body}
    </FlowScreenFrame>
  );

  if (transfer.status === "choosing" || transfer.status === "moreWallets") {
    const view = walletListView(transfer);
    return frame(
      "fundWallets",
      <>
        <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
          {view.title}
        </h2>
        <div className="foyer-spacer" />
        <FundingError message={view.errorMessage} />
        {view.entries.length === 0 && <p className="foyer-text">Connect a wallet to this app to transfer from it.</p>}
        <div className="foyer-fund-methods">
          {view.entries.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="foyer-fund-method"
              data-foyer-fund-wallet={entry.id}
              onClick={() => runner.send({ type: "choose", id: entry.id })}
            >
              <WalletIcon src={entry.icon ?? ""} name={entry.name} />
              <span className="foyer-fund-method-label">{entry.name}</span>
              <span className="foyer-fund-tags">
                {entry.tags.map((tag) => (
                  <kit.Chip key={tag}>{tag}</kit.Chip>
                ))}
              </span>
            </button>
          ))}
          {view.moreLabel && (
            <button type="button" className="foyer-fund-method" onClick={() => runner.send({ type: "showMore" })}>
              <span className="foyer-fund-method-label">{view.moreLabel}</span>
            </button>
          )}
        </div>
      </>,
    );
  }
  if (transfer.status === "amount") {
    const extras = transferAmountExtras(transfer, state.flow.data.crossChainBridgingEnabled);
    return frame(
      "fundWalletAmount",
      <>
        <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
          Transfer from {walletName}
        </h2>
        <AmountField
          value={transfer.amount}
          currency={transfer.symbol}
          onChange={(raw) => runner.send({ type: "editAmount", raw })}
        />
        <p className="foyer-fund-usd">{extras.sourceBalance ? `Balance: ${extras.sourceBalance}` : "\u00a0"}</p>
        <FundingError message={extras.message} />
        <kit.Button disabled={extras.continueDisabled} onClick={() => runner.send({ type: "continue" })}>
          Continue
        </kit.Button>
        {extras.otherNetworkLabel && (
          <button
            type="button"
            className="foyer-link foyer-fund-link"
            onClick={() => runner.send({ type: "otherNetwork" })}
          >
            {extras.otherNetworkLabel}
          </button>
        )}
      </>,
    );
  }
  if (transfer.status === "connecting") {
    const view = walletConnectingView(transfer);
    return frame(
      "fundWalletConnect",
      <>
        <div className="foyer-fund-hero">
          <WalletIcon src={view.icon} name={view.name} size={64} />
          <span className="foyer-spinner" aria-hidden="true" />
        </div>
        <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
          {view.title}
        </h2>
        <p className="foyer-text" role="status">
          {view.text}
        </p>
        <kit.Button variant="secondary" onClick={() => runner.send({ type: "back" })}>
          {view.differentWalletLabel}
        </kit.Button>
      </>,
    );
  }
  const title = transfer.status === "sent" ? "Waiting for your funds" : `Confirming with ${walletName}`;
  return frame(
    "fundWalletProgress",
    <>
      <div className="foyer-fund-spinner">
        <span className="foyer-spinner" aria-hidden="true" />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {title}
      </h2>
    </>,
  );
}
