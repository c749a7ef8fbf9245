import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { moreIcons } from "../../ui/moreIcons.ts";
import { passkeyErrorText } from "./passkeyErrorText.ts";

const titles = {
  login: "passkey.loginTitle",
  signup: "passkey.signupTitle",
  link: "passkey.linkTitle",
} as const;

/** Passkey status screen (spec 000 §2): waiting for the browser prompt, or its error with Retry. */
export function PasskeyScreen({ step }: ScreenProps<"passkey">) {
  const { send, controller } = kit.useModal();
  const linking = controller.getState().mode === "link";
  const failed = step.status === "failed" && step.error;
  return (
    <kit.ScreenFrame name="passkey" back={!linking && step.status !== "done"}>
      <div className="foyer-badge" data-tone={failed ? "error" : undefined}>
        <kit.Icon name={failed ? "alert" : step.status === "done" ? "check" : moreIcons.passkey} size={26} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {t(titles[step.action])}
      </h2>
      <p className="foyer-text" role={failed ? "alert" : undefined} data-foyer={failed ? "passkey-error" : undefined}>
        {failed && step.error
          ? passkeyErrorText(step.error)
          : step.status === "idle"
            ? t("passkey.idle")
            : t("passkey.pending")}
      </p>
      {step.status === "pending" || step.status === "done" ? (
        <div className="foyer-loading" role="status" aria-label={t("passkey.pending")}>
          <span className="foyer-spinner" />
        </div>
      ) : (
        <kit.Button onClick={() => send({ type: "startPasskey", action: step.action })}>
          {failed ? t("passkey.retry") : t("passkey.continue")}
        </kit.Button>
      )}
    </kit.ScreenFrame>
  );
}
