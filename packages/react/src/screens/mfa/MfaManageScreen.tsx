import type { MfaEnrolment, MfaMethod } from "@foyer/core";
import { useCallback, useEffect, useState } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import { Button } from "../../ui/Button.tsx";
import { useWalletFlow } from "../recovery/WalletFlowContext.ts";
import { WalletFlowFrame } from "../recovery/WalletFlowFrame.tsx";
import { MfaCodeEntry, mfaErrorText } from "./MfaCodeEntry.tsx";
import { runMfaPasskey } from "./runMfaPasskey.ts";

/** MFA management: which methods are enrolled, Add (opens enrolment) and Remove (needs MFA first). */
export function MfaManageScreen() {
  const { store, go, finish } = useWalletFlow();
  const [methods, setMethods] = useState<MfaEnrolment[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Removing SMS: a code was sent to the enrolled number; its verification yields the token to unenrol. */
  const [removingSms, setRemovingSms] = useState(false);
  const reload = useCallback(
    () =>
      store.api.mfa.list().then(
        (l) => setMethods(l.methods),
        (e) => setError(mfaErrorText(e)),
      ),
    [store],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  const verifyAndRemove = useCallback(
    async (code: string) => {
      const mfaToken = await store.api.mfa.verify({ method: "sms", code });
      await store.api.mfa.unenroll({ method: "sms", mfaToken });
      setRemovingSms(false);
      await reload();
    },
    [store, reload],
  );
  const resend = useCallback(() => store.api.mfa.smsInit(), [store]);
  const remove = (method: MfaMethod) => {
    setError(null);
    if (method === "sms") {
      store.api.mfa.smsInit().then(
        () => setRemovingSms(true),
        (e) => setError(mfaErrorText(e)),
      );
      return;
    }
    runMfaPasskey(store, "verify")
      .then((passkeyResponse) => store.api.mfa.verify({ method: "passkey", passkeyResponse }))
      .then((mfaToken) => store.api.mfa.unenroll({ method: "passkey", mfaToken }))
      .then(reload, (e) => setError(mfaErrorText(e)));
  };
  const row = (method: MfaMethod) => {
    const enrolled = methods?.find((m) => m.method === method);
    return (
      <div key={method} className="foyer-entry" data-foyer-mfa-method={method}>
        <span className="foyer-entry-label">
          {method === "sms" ? t("mfa.sms") : t("mfa.passkey")}
          {enrolled ? ` · ${t("mfa.enrolled")}${method === "sms" ? ` ${enrolled.hint}` : ""}` : ""}
        </span>
        {enrolled ? (
          <Button variant="secondary" onClick={() => remove(method)}>
            {t("mfa.remove")}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => go({ kind: "mfaEnroll", method })}>
            {t("mfa.add")}
          </Button>
        )}
      </div>
    );
  };
  return (
    <WalletFlowFrame name="mfaManage" onClose={() => finish({ ok: true })}>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("mfa.manageTitle")}
      </h2>
      <p className="foyer-text">{t("mfa.manageText")}</p>
      <div className="foyer-stack">
        {row("sms")}
        {row("passkey")}
        {removingSms && <MfaCodeEntry verify={verifyAndRemove} resend={resend} />}
      </div>
      <p className="foyer-error-text" role="alert">
        {error ?? ""}
      </p>
      <Button onClick={() => finish({ ok: true })}>{t("mfa.done")}</Button>
    </WalletFlowFrame>
  );
}
