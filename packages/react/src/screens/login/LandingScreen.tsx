import { LOGIN_MESSAGE_MAX_LENGTH } from "@foyer/core";
import { lazy, Suspense, useMemo } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID, useModal } from "../../modal/ModalContext.ts";
import { ScreenFrame } from "../../modal/ScreenFrame.tsx";
import type { ScreenProps } from "../../modal/screenRouter.ts";
import { Icon } from "../../ui/Icon.tsx";
import { List } from "../../ui/List.tsx";
import { buildLoginEntries, isSocialMethod } from "./buildLoginEntries.ts";
import { CrossAppEntry } from "./CrossAppEntry.tsx";
import { LoginEntryView } from "./LoginEntryView.tsx";
import { readRecentLogin } from "./recentLogin.ts";
import { SocialIcon } from "./SocialIcon.tsx";
import { TermsFooter } from "./TermsFooter.tsx";

// Wallet-first mode pulls in wallet discovery: loaded only when the app turns that mode on.
const WalletFirstList = lazy(async () => ({
  default: (await import("../wallets/WalletFirstList.tsx")).WalletFirstList,
}));

/** Main login screen (spec 000 §2): header, logo, message, up to 5 entries (4 + "More options"), terms footer. */
export function LandingScreen({ step }: ScreenProps<"landing">) {
  const { config, store, send } = useModal();
  const { logo, landingHeader, loginMessage, showWalletLoginFirst } = config.appearance;
  const entries = useMemo(
    () =>
      buildLoginEntries(
        showWalletLoginFirst ? config.loginMethods.filter((m) => m !== "wallet") : config.loginMethods,
        readRecentLogin(store.appId),
      ),
    [config.loginMethods, store.appId, showWalletLoginFirst],
  );
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
          <LoginEntryView key={entry.method} entry={entry} form={entry.method === "email" ? step.form : undefined} />
        ))}
        {store.clientConfig.crossAppProviders?.map((id) => (
          <CrossAppEntry key={id} providerAppId={id} />
        ))}
        {config.server?.sso_auth && (
          <button
            type="button"
            className="foyer-entry"
            data-foyer-sso=""
            onClick={() => send({ type: "startOAuth", provider: "sso" })}
          >
            <Icon name="lock" />
            <span className="foyer-entry-label">{t("sso.entry")}</span>
          </button>
        )}
        {entries.overflow.length > 0 && (
          <button type="button" className="foyer-entry" onClick={() => send({ type: "openMoreOptions" })}>
            {entries.overflow.every((e) => isSocialMethod(e.method)) && (
              <span className="foyer-entry-icons">
                {entries.overflow.slice(0, 3).map((e) => (
                  <SocialIcon key={e.method} method={e.method} size={16} />
                ))}
              </span>
            )}
            <span className="foyer-entry-label">
              {entries.overflow.every((e) => isSocialMethod(e.method))
                ? t("landing.otherSocials")
                : t("landing.moreOptions")}
            </span>
            <Icon name="chevron" />
          </button>
        )}
      </List>
      <TermsFooter legal={config.legal} />
    </ScreenFrame>
  );
}
