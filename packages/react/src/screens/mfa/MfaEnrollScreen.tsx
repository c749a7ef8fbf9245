import { useCallback, useState } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID } from "../../modal/ModalContext.ts";
import type { WalletFlowRequest } from "../../recovery/WalletFlowRequest.ts";
import { Button } from "../../ui/Button.tsx";
import { useWalletFlow } from "../recovery/WalletFlowContext.ts";
import { WalletFlowFrame } from "../recovery/WalletFlowFrame.tsx";
import { MfaCodeEntry, mfaErrorText } from "./MfaCodeEntry.tsx";
import { runMfaPasskey } from "./runMfaPasskey.ts";

/**
 * Enrols a second factor: SMS (number, then the six-digit code) or one of the user's passkeys. A user
 * who already has a method verifies it first (the server asks for an MFA token): open MFA verify then.
 */
export function MfaEnrollScreen({ request }: { request: Extract<WalletFlowRequest, { kind: "mfaEnroll" }> }) {
  const { store, finish, go } = useWalletFlow();
  const [phone, setPhone] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => finish({ ok: false, code: "unknown_mfa_error", message: t("mfa.canceled") });
  // Offered by the verify screen (MFA forced, nothing enrolled): back there, to verify and go on.
  const enrolled = useCallback(
    () => (request.thenVerify ? go({ kind: "mfaVerify" }) : finish({ ok: true })),
    [request.thenVerify, go, finish],
  );
  const backToChoice = request.thenVerify ? () => go({ kind: "mfaVerify" }) : undefined;

  const verify = useCallback(
    async (code: string) => {
      await store.api.mfa.smsEnroll({ phoneNumber: sentTo ?? "", code });
      await store.session.refreshUser().catch(() => {});
      enrolled();
    },
    [store, sentTo, enrolled],
  );
  const resend = useCallback(() => store.api.mfa.smsInit({ phoneNumber: sentTo ?? "" }), [store, sentTo]);

  if (request.method === "passkey") {
    return (
      <WalletFlowFrame name="mfaEnrollPasskey" onBack={backToChoice} onClose={close}>
        <h2 id={MODAL_TITLE_ID} className="foyer-title">
          {t("mfa.enrolPasskeyTitle")}
        </h2>
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            runMfaPasskey(store, "enroll")
              .then((passkeyResponse) => store.api.mfa.passkeyEnroll({ passkeyResponse }))
              .then(
                () => enrolled(),
                (e) => {
                  setBusy(false);
                  setError(mfaErrorText(e));
                },
              );
          }}
        >
          {t("mfa.enrolPasskey")}
        </Button>
        <p className="foyer-error-text" role="alert">
          {error ?? ""}
        </p>
      </WalletFlowFrame>
    );
  }
  return (
    <WalletFlowFrame name="mfaEnrollSms" onBack={sentTo ? () => setSentTo(null) : backToChoice} onClose={close}>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("mfa.enrolSmsTitle")}
      </h2>
      {sentTo ? (
        <>
          <p className="foyer-text">{t("mfa.enrolCodeText", { phone: sentTo })}</p>
          <MfaCodeEntry verify={verify} resend={resend} />
        </>
      ) : (
        <form
          noValidate
          className="foyer-stack"
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            setError(null);
            store.api.mfa.smsInit({ phoneNumber: phone }).then(
              () => {
                setBusy(false);
                setSentTo(phone);
              },
              (err) => {
                setBusy(false);
                setError(mfaErrorText(err));
              },
            );
          }}
        >
          <div className="foyer-field" data-invalid={error ? "true" : undefined}>
            <input
              className="foyer-input"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              aria-label={t("mfa.enrolPhoneLabel")}
              placeholder="+1 415 555 2671"
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy} disabled={phone.trim() === ""}>
              {t("mfa.sendCode")}
            </Button>
          </div>
          <p className="foyer-error-text" role="alert">
            {error ?? ""}
          </p>
        </form>
      )}
    </WalletFlowFrame>
  );
}
