import {
  type ScanConfirmEvent,
  type ScanConfirmState,
  scanDetailsViewModel,
  TRANSACTION_TEXTS,
} from "@foyer/core/scan";
import { kit } from "../../kit/kit.ts";
import { FlowScreenFrame } from "../../shell/FlowScreenFrame.tsx";
import type { FlowScreenProps } from "../../shell/FlowScreenProps.ts";
import { ScanDetails } from "../transaction/ScanDetails.tsx";
import { transactionStyles } from "../transaction/transactionStyles.ts";

/**
 * Before an external wallet signs a request scanned as Malicious: the verdict, the scan-details view, the
 * checkbox 'I understand and want to proceed anyways.', 'Continue' (to the wallet, enabled once ticked) and
 * 'Not now' (rejects with 4001).
 */
export function ScanConfirmScreen({ state, send }: FlowScreenProps<ScanConfirmState, ScanConfirmEvent>) {
  const view = scanDetailsViewModel(state.result);
  return (
    <FlowScreenFrame name="scanConfirm" onClose={() => send({ type: "close" })}>
      <style>{transactionStyles}</style>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {TRANSACTION_TEXTS.scanMalicious}
      </h2>
      <p className="foyer-text">{`${state.address.slice(0, 6)}…${state.address.slice(-4)}`}</p>
      <section className="foyer-tx-panel" data-foyer-panel="scan" data-tone="error">
        <div className="foyer-tx-panel-body">
          <ScanDetails view={view} />
        </div>
      </section>
      <label className="foyer-check foyer-tx-acknowledge">
        <input type="checkbox" checked={state.acknowledged} onChange={() => send({ type: "toggleRisk" })} />
        <span>{TRANSACTION_TEXTS.riskAcknowledgement}</span>
      </label>
      <div className="foyer-stack">
        <kit.Button
          disabled={!state.acknowledged}
          loading={state.status === "confirmed"}
          onClick={() => send({ type: "confirm" })}
        >
          {TRANSACTION_TEXTS.continue}
        </kit.Button>
        <kit.Button variant="secondary" onClick={() => send({ type: "close" })}>
          {TRANSACTION_TEXTS.notNow}
        </kit.Button>
      </div>
    </FlowScreenFrame>
  );
}
