import type { FlowError } from "@foyer/core/login";
import type { ReactElement } from "react";
import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import { StatusScreen } from "../../shell/StatusScreen.tsx";

/** Shared body of the OAuth and Telegram status screens: the provider's window is open, or its error + Retry. */
export function ExternalStatusScreen(props: {
  name: "oauth" | "telegram";
  status: "idle" | "pending" | "done" | "failed";
  error: FlowError | null;
  icon: ReactElement;
  title: string;
  idleText: string;
  pendingText: string;
  errorText: (error: FlowError) => string;
  onStart: () => void;
}) {
  const { controller } = kit.useModal();
  const linking = controller.getState().mode === "link";
  const failed = props.status === "failed" && props.error;
  return (
    <kit.ScreenFrame name={props.name} back={!linking && props.status !== "done"}>
      <StatusScreen
        tone={failed ? "error" : undefined}
        icon={failed ? "alert" : props.status === "done" ? <kit.Icon name="check" size={26} /> : props.icon}
        title={props.title}
        text={
          failed && props.error
            ? props.errorText(props.error)
            : props.status === "idle"
              ? props.idleText
              : props.pendingText
        }
        textProps={failed ? { role: "alert", "data-foyer": `${props.name}-error` } : undefined}
      >
        {props.status === "pending" || props.status === "done" ? (
          <div className="foyer-loading" role="status" aria-label={props.pendingText}>
            <span className="foyer-spinner" />
          </div>
        ) : (
          <kit.Button onClick={props.onStart}>{failed ? t("passkey.retry") : t("passkey.continue")}</kit.Button>
        )}
      </StatusScreen>
    </kit.ScreenFrame>
  );
}
