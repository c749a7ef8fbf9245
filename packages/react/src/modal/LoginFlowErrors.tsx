import { t } from "../i18n/tScreens.ts";
import { kit } from "../kit/kit.ts";
import { StatusScreen } from "../shell/StatusScreen.tsx";

// The login flow's screens before its controller runs (createLoginFlow.tsx), loaded only when one shows.

/**
 * The host passed a configuration that cannot be resolved (e.g. defaultChain outside supportedChains):
 * the generic error (spec 000 §8 "Other SDK errors") instead of an endless spinner; the reason is in
 * the console and in `data-foyer-config-error` for the developer.
 */
export function ConfigError({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <div className="foyer-screen" data-foyer-screen="config-error" data-foyer-config-error={reason}>
      <kit.ScreenHeader onClose={onClose} />
      <StatusScreen tone="error" title={t("error.genericTitle")} text={t("error.genericDetail")}>
        <kit.Button onClick={onClose}>{t("modal.close")}</kit.Button>
      </StatusScreen>
    </div>
  );
}

/**
 * The app config could not be fetched because the server did not answer: say so plainly, with Retry,
 * rather than a guessed set of buttons whose Submit can only fail.
 */
export function ServerUnreachable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div className="foyer-screen" data-foyer-screen="server-unreachable">
      <kit.ScreenHeader onClose={onClose} />
      <StatusScreen
        tone="error"
        title={t("error.unreachableTitle")}
        text={t("error.unreachableDetail")}
        textProps={{ role: "alert" }}
      >
        <kit.Button onClick={onRetry}>{t("error.unreachableRetry")}</kit.Button>
      </StatusScreen>
    </div>
  );
}

/** The one of the two that shows: the configuration's error when there is one, else the unreachable server's. */
export function LoginFlowError({
  reason,
  onRetry,
  onClose,
}: {
  reason: string | null;
  onRetry: () => void;
  onClose: () => void;
}) {
  return reason ? (
    <ConfigError reason={reason} onClose={onClose} />
  ) : (
    <ServerUnreachable onRetry={onRetry} onClose={onClose} />
  );
}
