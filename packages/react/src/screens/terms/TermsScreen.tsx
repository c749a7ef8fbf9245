import { t } from "../../i18n/tScreens.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { moreIcons } from "../../ui/moreIcons.ts";

/** Terms screen (affirmative consent, spec 000 §2): Accept records it on the server; No thanks logs out. */
export function TermsScreen({ step }: ScreenProps<"terms">) {
  const { send, config } = kit.useModal();
  const { termsAndConditionsUrl: terms, privacyPolicyUrl: privacy } = config.legal;
  return (
    <kit.ScreenFrame name="terms">
      <div className="foyer-badge">
        <kit.Icon name={moreIcons.document} size={26} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
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
        <kit.Button loading={step.status === "accepting"} onClick={() => send({ type: "acceptTerms" })}>
          {t("terms.accept")}
        </kit.Button>
        <kit.Button
          variant="secondary"
          disabled={step.status === "accepting"}
          onClick={() => send({ type: "declineTerms" })}
        >
          {t("terms.decline")}
        </kit.Button>
      </div>
    </kit.ScreenFrame>
  );
}
