import { Component, Fragment, type ReactNode } from "#react";
import { Button, Icon, MODAL_TITLE_ID, ScreenHeader, t } from "../shell/screenKit.ts";
import { retryFailedLoads } from "../ui/loadOnce.ts";

interface ScreenLoadBoundaryProps {
  onClose(): void;
  children: ReactNode;
}

interface ScreenLoadBoundaryState {
  failed: boolean;
  /** Bumped by Retry: the flow's body mounts anew, so its screen loads again. */
  attempt: number;
}

/**
 * Catches what a flow's screen throws while it loads or draws (its chunk did not arrive: offline for a moment,
 * or a deploy replaced the files): the generic error (spec 000 §8 "Other SDK errors") with Retry, inside the
 * modal, instead of React unmounting the host app's whole tree. Everything it draws is in the modal's own
 * chunk. Retry draws the flow again and every component whose load failed fetches anew (ui/loadOnce.ts);
 * the flow's state lives in its machine, so nothing typed so far is lost.
 */
export class ScreenLoadBoundary extends Component<ScreenLoadBoundaryProps, ScreenLoadBoundaryState> {
  override state: ScreenLoadBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<ScreenLoadBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("[foyer] a screen failed to load or draw", error);
  }

  override render(): ReactNode {
    const { failed, attempt } = this.state;
    if (!failed) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    return (
      <div className="foyer-screen" data-foyer-screen="load-failed">
        <ScreenHeader onClose={this.props.onClose} />
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
            this.setState({ failed: false, attempt: attempt + 1 });
          }}
        >
          {t("error.retry")}
        </Button>
      </div>
    );
  }
}
