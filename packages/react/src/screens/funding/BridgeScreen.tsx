import { bridgeView, transferWalletName } from "@foyer/core/funding";
import { formatUnits } from "viem";
import type { FundingScreenProps } from "../../flows/funding/FundingSnapshot.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { ProgressBar } from "../../ui/ProgressBar.tsx";
import { useNow } from "../../ui/useNow.ts";
import { AmountField } from "./AmountField.tsx";
import { FundingError } from "./FundingError.tsx";
import { fundingStyles } from "./fundingStyles.ts";

/**
 * Bridging from a connected wallet on another network (spec 001 §2, §4, §8): the chooser (chain, balance,
 * editable amount) when several chains can pay, the confirmation ('Confirm with {wallet}', from-network,
 * amount, balance), 'Confirming/Bridging with {wallet}', 'Success!', and the failure screen with the refund
 * link and 'Try again'.
 */
export function BridgeScreen({ state, send }: FundingScreenProps) {
  const bridge = state.bridge;
  const runner = state.funding.bridge();
  // The bar fills with the clock while Relay works (the state only changes when the bridge is done).
  const now = useNow(bridge?.status === "bridging");
  if (!bridge || !runner) return <kit.LoadingScreen />;
  const walletName = transferWalletName(state.wallets);
  const decimals = bridge.source === "solana" ? 9 : 18;
  const symbol = bridge.source === "solana" ? "SOL" : "ETH";
  const view = bridgeView(
    bridge,
    walletName,
    (_chainId, amount) => `${formatUnits(BigInt(amount), decimals)} ${symbol}`,
    now,
  );
  const { symbol: funded } = {
    symbol: state.flow.data.erc20ContractInfo?.symbol ?? state.flow.data.chain?.nativeCurrency.symbol ?? "SOL",
  };
  const frame = (name: string, body: React.ReactNode, back = true) => (
    <FlowScreenFrame
      name={name}
      {...(back
        ? {
            onBack: () =>
              view.screen === "confirm" && view.backLabel ? runner.send({ type: "back" }) : send({ type: "back" }),
          }
        : {})}
      onClose={() => send({ type: "close" })}
    >
      <style>{fundingStyles}</style>
      {body}
    </FlowScreenFrame>
  );
  switch (view.screen) {
    case "loading":
      return frame("fundBridgeLoading", <kit.LoadingScreen />);
    case "chooser":
      return frame(
        "fundBridgeChooser",
        <>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            Transfer from another network
          </h2>
          <AmountField
            value={view.amount}
            currency={funded}
            onChange={(raw) => runner.send({ type: "editAmount", amount: raw })}
          />
          <div className="foyer-fund-choice">
            {view.options.map((option) => (
              <button
                key={option.chainId}
                type="button"
                className="foyer-fund-method"
                onClick={() => runner.send({ type: "choose", chainId: option.chainId })}
              >
                <span className="foyer-fund-method-label">
                  {option.chain}
                  <br />
                  <small>Balance: {option.balance}</small>
                </span>
                <small>
                  {option.send} {symbol}
                </small>
              </button>
            ))}
          </div>
        </>,
      );
    case "confirm":
      return frame(
        "fundBridgeConfirm",
        <>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            Transfer from another network
          </h2>
          <dl className="foyer-fund-rows">
            <div className="foyer-fund-row">
              <dt>From network</dt>
              <dd>{view.fromNetwork}</dd>
            </div>
            <div className="foyer-fund-row">
              <dt>You send</dt>
              <dd>
                {view.send} {symbol}
              </dd>
            </div>
            <div className="foyer-fund-row">
              <dt>You receive</dt>
              <dd>
                {view.amount} {funded}
              </dd>
            </div>
            <div className="foyer-fund-row">
              <dt>Balance</dt>
              <dd>{view.balance}</dd>
            </div>
          </dl>
          {view.notice && <p className="foyer-note">{view.notice}</p>}
          <kit.Button onClick={() => runner.send({ type: "confirm", at: Date.now() })}>{view.confirmLabel}</kit.Button>
        </>,
      );
    case "progress":
      return frame(
        "fundBridgeProgress",
        <>
          {/* The bar, when there is one, is the screen's sign of life (it animates without an estimate too). */}
          {!view.progress && (
            <div className="foyer-fund-spinner">
              <span className="foyer-spinner" aria-hidden="true" />
            </div>
          )}
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {view.title}
          </h2>
          {view.progress && <ProgressBar percent={view.progress.percent} label={view.title} />}
        </>,
        false,
      );
    case "success":
      return frame(
        "fundBridgeSuccess",
        <>
          <div className="foyer-badge" data-tone="success">
            <kit.Icon name="check" size={28} />
          </div>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {view.title}
          </h2>
        </>,
        false,
      );
    case "failure":
      return frame(
        "fundBridgeFailure",
        <>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {view.title}
          </h2>
          <p className="foyer-text">{view.body}</p>
          {view.refundLink.url && (
            <a
              className="foyer-link foyer-fund-link"
              href={view.refundLink.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {view.refundLink.label}
            </a>
          )}
          <kit.Button onClick={() => runner.send({ type: "retry" })}>{view.retryLabel}</kit.Button>
        </>,
      );
    case "error":
      return frame(
        "fundBridgeError",
        <>
          <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
            {view.title}
          </h2>
          <FundingError message={view.body} />
          <kit.Button onClick={() => runner.send({ type: "retry" })}>{view.retryLabel}</kit.Button>
        </>,
      );
  }
}
