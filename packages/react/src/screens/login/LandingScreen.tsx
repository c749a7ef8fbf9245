import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Icon, MODAL_TITLE_ID, ScreenFrame, t, useModal } from "../../shell/screenKit.ts";
import { List } from "../../ui/List.tsx";
import { LoginEntryView } from "./LoginEntryView.tsx";
import { drawsFullLanding, FullLanding } from "./landingParts.ts";
import { TermsFooter } from "./TermsFooter.tsx";
import { useLoginEntries } from "./useLoginEntries.ts";

/**
 * Main login screen (spec 000 §2): header, logo, message, up to 5 entries (4 + "More options"), terms footer.
 * The login methods' entries when they all show; the landing's part (landingParts.ts) lays out the rest: the
 * app's own providers', cross-app and SSO buttons, the wallet-first list and the overflow.
 */
export function LandingScreen({ step }: ScreenProps<"landing">) {
  const { config, store } = useModal();
  const { logo, landingHeader, loginMessage, footerLogo } = config.appearance;
  const { entries } = useLoginEntries();
  const header = landingHeader || t("landing.header");
  return (
    <ScreenFrame name="landing">
      {logo && <img className="foyer-logo" src={logo} alt={config.appName ?? ""} />}
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {header}
      </h2>
      {/* Truncated to 100 characters by resolveConfig (in characters: cutting UTF-16 units split emoji). */}
      {loginMessage ? <p className="foyer-text">{loginMessage}</p> : <div className="foyer-spacer" />}
      {drawsFullLanding(config, store, entries.length) ? (
        <FullLanding form={step.form} label={header} />
      ) : (
        <List label={header}>
          {entries.map((entry) => (
            <LoginEntryView key={entry.method} entry={entry} form={entry.method === "email" ? step.form : undefined} />
          ))}
        </List>
      )}
      <TermsFooter legal={config.legal} />
      {footerLogo && <img className="foyer-footer-logo" src={footerLogo} alt="" data-foyer="footer-logo" />}
      {/* The product's mark under the login list (not placed by the spec: the README names the decision). */}
      <p className="foyer-protected-by" data-foyer="protected-by">
        <Icon name="lock" size={12} />
        {t("landing.protectedBy")}
      </p>
    </ScreenFrame>
  );
}
