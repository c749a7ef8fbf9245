import type { ModalFlowHandle } from "@foyer/core/login";
import { Component, type ReactNode } from "#react";
import type { ModalFlowView } from "../shell/ModalFlowView.ts";
import { Button, Icon, MODAL_TITLE_ID, type ModalStore, ScreenHeader, t } from "../shell/screenKit.ts";
import { retryFailedLoads } from "../ui/loadOnce.ts";

interface ScreenLoadBoundaryProps {
  /** The flow drawn (its view's Body); the failure screen's Close is its `dismiss`. */
  flow: ModalFlowHandle;
  store: ModalStore;
}

interface ScreenLoadBoundaryState {
  /**
   * Drawing the flow threw. Retry draws it again: its body mounts anew in place of this screen, so its screen
   * loads again.
   */
  failed: boolean;
}

/**
 * Draws the top flow's body, and catches what a flow's screen throws while it loads or draws (its chunk did not
 * arrive: offline for a moment, or a deploy replaced the files): the generic error (spec 000 §8 "Other SDK
 * errors") with Retry, inside the modal, instead of React unmounting the host app's whole tree. Everything it
 * draws is in the modal's own chunk. Retry draws the flow again and every component whose load failed fetches
 * anew (ui/loadOnce.ts); the flow's state lives in its machine, so nothing typed so far is lost. The error
 * itself React reports, as for every boundary (console.error, or the root's onCaughtError).
 */
export class ScreenLoadBoundary extends Component<ScreenLoadBoundaryProps, ScreenLoadBoundaryState> {
  override state: ScreenLoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): ScreenLoadBoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    const { flow, store } = this.props;
    const { Body } = flow.view as ModalFlowView;
    if (!this.state.failed) return <Body flow={flow} store={store} />;
    return (
      <div className="foyer-screen" data-foyer-screen="load-failed">
        <ScreenHeader onClose={flow.dismiss} />
        <div className="foyer-badge" data-tone="error">
          <Icon name="alert" size={26} />
        </div>
        <h2 id={MODAL_TITLE_ID} className="foyer-title">
          {t("error.genericTitle")}
        </h2>
        <p className="foyer-text" role="alert">
          {t("error.genericDetail")}
        </p>
        <Button
          onClick={() => {
            retryFailedLoads();
            this.setState({ failed: false });
          }}
        >
          {t("error.retry")}
        </Button>
      </div>
    );
  }
}
