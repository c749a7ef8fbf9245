import { LOGIN_MESSAGE_MAX_LENGTH } from "@foyer/core/login/constants";
import { Suspense } from "react";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Icon, MODAL_TITLE_ID, ScreenFrame, t, useModal } from "../../shell/screenKit.ts";
import { List } from "../../ui/List.tsx";
import { retryableLazy } from "../../ui/loadOnce.ts";
import { landingEntryKey } from "./buildLandingEntries.ts";
import { LandingEntryView } from "./LandingEntryView.tsx";
import { SocialIcon } from "./landingParts.ts";
import { TermsFooter } from "./TermsFooter.tsx";
import { useLandingEntries } from "./useLandingEntries.ts";

// Wallet-first mode pulls in wallet discovery: loaded only when the app turns that mode on.
const WalletFirstList = retryableLazy(() => import("../wallets/WalletFirstList.tsx").then((m) => m.WalletFirstList));

/** Main login screen (spec 000 §2): header, logo, message, up to 5 entries (4 + "More options"), terms footer. */
export function LandingScreen({ step }: ScreenProps<"landing">) {
  const { config, send } = useModal();
  const { logo, landingHeader, loginMessage, showWalletLoginFirst } = config.appearance;
  // Login methods, cross-app and SSO buttons share the 5-entry rule and the overflow.
  const entries = useLandingEntries();
  return (
    <ScreenFrame name="landing">
      {logo && <img className="foyer-logo" src={logo} alt={config.appName ?? ""} />}
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {landingHeader || t("landing.header")}
      </h2>
      {loginMessage && <p className="foyer-text">{loginMessage.slice(0, LOGIN_MESSAGE_MAX_LENGTH)}</p>}
      {!loginMessage && <div className="foyer-spacer" />}
      {showWalletLoginFirst && (
        <Suspense fallback={null}>
          <WalletFirstList />
        </Suspense>
      )}
      <List label={landingHeader || t("landing.header")}>
        {entries.visible.map((entry) => (
          <LandingEntryView
            key={landingEntryKey(entry)}
            entry={entry}
            form={entry.kind === "method" && entry.method === "email" ? step.form : undefined}
          />
        ))}
        {entries.overflow.length > 0 && (
          <button type="button" className="foyer-entry" onClick={() => send({ type: "openMoreOptions" })}>
            {entries.emailOrSocials && <Icon name="mail" />}
            {entries.otherSocials && (
              <span className="foyer-entry-icons">
                {entries.overflow
                  .flatMap((e) => (e.kind === "method" ? [e.method] : []))
                  .slice(0, 3)
                  .map((method) => (
                    <SocialIcon key={method} method={method} size={16} />
                  ))}
              </span>
            )}
            <span className="foyer-entry-label">
              {entries.emailOrSocials
                ? t("landing.emailOrSocials")
                : entries.otherSocials
                  ? t("landing.otherSocials")
                  : t("landing.moreOptions")}
            </span>
            <Icon name="chevron" />
          </button>
        )}
      </List>
      <TermsFooter legal={config.legal} />
      {config.appearance.footerLogo && (
        <img className="foyer-footer-logo" src={config.appearance.footerLogo} alt="" data-foyer="footer-logo" />
      )}
      {/* The product's mark under the login list (not placed by the spec: the README names the decision). */}
      <p className="foyer-protected-by" data-foyer="protected-by">
        <Icon name="lock" size={12} />
        {t("landing.protectedBy")}
      </p>
    </ScreenFrame>
  );
}
