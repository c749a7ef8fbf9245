import { fundedAsset, receiveFundsView } from "@foyer/core/funding";
import { formatUnits } from "viem";
import type { FundingScreenProps } from "../../flows/funding/FundingSnapshot.ts";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import { QrCode } from "../../ui/QrCode.tsx";
import { CopyAddress } from "./CopyAddress.tsx";
import { fundingStyles } from "./fundingStyles.ts";

const IDLE = { status: "idle", provider: "manual", baseline: null, latest: null } as const;

/**
 * Receive funds (spec 001 §2): QR code of the address, the address with 'Copy', the balance the watcher
 * reads every 2 s, the network warning, and 'Continue' once it saw the balance rise.
 */
export function ReceiveFundsScreen({ state, send }: FundingScreenProps) {
  const { data } = state.flow;
  const asset = fundedAsset(data);
  const latest = state.watcher?.latest ?? null;
  const balance = latest === null ? null : `${formatUnits(BigInt(latest), asset.decimals)} ${asset.symbol}`;
  const view = receiveFundsView(data, state.watcher ?? IDLE, balance);
  const received = state.flow.receivedAmount !== null || view.continueLabel !== null;
  return (
    <FlowScreenFrame name="receiveFunds" onBack={() => send({ type: "back" })} onClose={() => send({ type: "close" })}>
      <style>{fundingStyles}</style>
      {view.title !== null && (
        <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
          {view.title}
        </h2>
      )}
      {view.subtitle !== null && <p className="foyer-text">{view.subtitle}</p>}
      <div className="foyer-fund-qr">
        <QrCode value={view.qrValue} size={view.qrSize} label={view.address} />
      </div>
      <CopyAddress address={view.address} label={view.copyLabel} />
      <p className="foyer-fund-balance" data-foyer-fund-balance>
        Balance: <strong>{view.balance ?? "…"}</strong>
      </p>
      <p className="foyer-fund-warning">{view.networkWarning}</p>
      {received && <kit.Button onClick={() => send({ type: "continue" })}>Continue</kit.Button>}
    </FlowScreenFrame>
  );
}
