import type { MfaEnrolment } from "@foyer/core";
import { useCallback, useEffect, useState } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import { Button } from "../../ui/Button.tsx";
import { useWalletFlow } from "../recovery/WalletFlowContext.ts";
import { WalletFlowFrame } from "../recovery/WalletFlowFrame.tsx";
import { isResendCooldown } from "./isResendCooldown.ts";
import { MfaCodeEntry, mfaErrorText } from "./MfaCodeEntry.tsx";
import { mfaVerifyChoices } from "./mfaVerifyChoices.ts";
import { runMfaPasskey } from "./runMfaPasskey.ts";
import { verifyMfaSomewhere } from "./verifyMfaSomewhere.ts";

/**
 * MFA before a wallet action: the SMS code (six boxes) or the enrolled passkey. A user with nothing
 * enrolled (the app forces MFA) is offered enrolment here; enrolment comes back to this screen, which then
 * verifies the new method through the wallet frame and the operation goes on.
 */
export function MfaVerifyScreen() {
  const { store, finish, go } = useWalletFlow();
  const [methods, setMethods] = useState<MfaEnrolment[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = methods ? mfaVerifyChoices(methods, store.getSnapshot().user?.linkedAccounts ?? []) : null;
  const sms = choices?.smsHint ?? null;
  const passkey = choices?.passkey;
  const enrol = choices?.enrol ?? null;

  useEffect(() => {
    store.api.mfa.list().then(
      async ({ methods }) => {
        // The code goes out once the screen knows the user has a number; resend is the user's. Reopened
        // within the resend cooldown, the code sent moments ago is still the one to enter.
        if (methods.some((m) => m.method === "sms"))
          await store.api.mfa.smsInit().catch((e) => {
            if (!isResendCooldown(e)) setError(mfaErrorText(e));
          });
        setMethods(methods);
      },
      (e) => setError(mfaErrorText(e)),
    );
  }, [store]);

  const verifySms = useCallback(
    async (code: string) => {
      await verifyMfaSomewhere(store, { method: "sms", code });
      finish({ ok: true });
    },
    [store, finish],
  );
  const resend = useCallback(() => store.api.mfa.smsInit(), [store]);

  return (
    <WalletFlowFrame
      name="mfaVerify"
      onClose={() => finish({ ok: false, code: "unknown_mfa_error", message: t("mfa.canceled") })}
    >
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("mfa.verifyTitle")}
      </h2>
      {sms !== null && <p className="foyer-text">{t("mfa.verifySmsText", { hint: sms })}</p>}
      {sms !== null && <MfaCodeEntry verify={verifySms} resend={resend} />}
      {passkey && (
        <Button
          variant={sms !== null ? "secondary" : "primary"}
          loading={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            runMfaPasskey(store, "verify")
              .then((passkeyResponse) => verifyMfaSomewhere(store, { method: "passkey", passkeyResponse }))
              .then(
                () => finish({ ok: true }),
                (e) => {
                  setBusy(false);
                  setError(mfaErrorText(e));
                },
              );
          }}
        >
          {t("mfa.verifyPasskey")}
        </Button>
      )}
      {enrol && (
        <div className="foyer-stack" data-foyer-mfa-setup="">
          <p className="foyer-text">{t("mfa.setupText")}</p>
          <Button onClick={() => go({ kind: "mfaEnroll", method: "sms", thenVerify: true })}>
            {t("mfa.enrolSmsTitle")}
          </Button>
          {enrol.passkey && (
            <Button variant="secondary" onClick={() => go({ kind: "mfaEnroll", method: "passkey", thenVerify: true })}>
              {t("mfa.enrolPasskeyTitle")}
            </Button>
          )}
        </div>
      )}
      {methods === null && !error && (
        <div className="foyer-loading" role="status" aria-label={t("modal.loading")}>
          <span className="foyer-spinner" />
        </div>
      )}
      <p className="foyer-error-text" role="alert">
        {error ?? ""}
      </p>
    </WalletFlowFrame>
  );
}
