import { t } from "../../i18n/tScreens.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Button, Icon, MODAL_TITLE_ID, ScreenFrame, useModal } from "../../shell/screenKit.ts";

/** Terms screen (affirmative consent, spec 000 §2): Accept records it on the server; No thanks logs out. */
export function TermsScreen({ step }: ScreenProps<"terms">) {
  const { send, config } = useModal();
  const { termsAndConditionsUrl: terms, privacyPolicyUrl: privacy } = config.legal;
  return (
    <ScreenFrame name="terms">
      <div className="foyer-badge">
        <Icon name="document" size={26} />
      </div>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("terms.title")}
      </h2>
      <p className="foyer-text">{t("terms.detail")}</p>
      {(terms || privacy) && (
        <p className="foyer-links">
          {terms && (
            <a href={terms} target="_blank" rel="noopener noreferrer">
              {t("terms.viewTerms")}
            </a>
          )}
          {privacy && (
            <a href={privacy} target="_blank" rel="noopener noreferrer">
              {t("terms.viewPrivacy")}
            </a>
          )}
        </p>
      )}
      {step.failed && step.status === "idle" && (
        <p className="foyer-error-text" role="alert">
          {t("terms.failed")}
        </p>
      )}
      <div className="foyer-stack">
        <Button loading={step.status === "accepting"} onClick={() => send({ type: "acceptTerms" })}>
          {t("terms.accept")}
        </Button>
        <Button
          variant="secondary"
          disabled={step.status === "accepting"}
          onClick={() => send({ type: "declineTerms" })}
        >
          {t("terms.decline")}
        </Button>
      </div>
    </ScreenFrame>
  );
}
