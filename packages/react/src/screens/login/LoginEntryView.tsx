import type { EmailFormState } from "@foyer/core";
import { t } from "../../i18n/t.ts";
import { useModal } from "../../modal/ModalContext.ts";
import { Chip } from "../../ui/Chip.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { EmailForm } from "../email/EmailForm.tsx";
import type { LoginEntry } from "./buildLoginEntries.ts";
import { SocialIcon, socialLabel } from "./SocialIcon.tsx";

/**
 * One entry of the login list. Email renders as the inline form on the main screen and as a
 * "Continue with email" row elsewhere (overflow list). Only implemented methods ever get here.
 */
export function LoginEntryView({ entry, form }: { entry: LoginEntry; form?: EmailFormState }) {
  const { send, config } = useModal();
  const chip = entry.recent ? <Chip>{t("landing.recent")}</Chip> : null;
  switch (entry.method) {
    case "email":
      return form ? (
        <div className="foyer-entry-slot">
          {chip}
          <EmailForm form={form} />
        </div>
      ) : (
        <div className="foyer-entry-slot">
          {chip}
          <button type="button" className="foyer-entry" onClick={() => send({ type: "openEmail" })}>
            <Icon name="mail" />
            <span className="foyer-entry-label">{t("landing.continueWithEmail")}</span>
          </button>
        </div>
      );
    case "sms":
      return (
        <div className="foyer-entry-slot">
          {chip}
          <button type="button" className="foyer-entry" onClick={() => send({ type: "openPhone" })}>
            <Icon name="phone" />
            <span className="foyer-entry-label">{t("landing.continueWithPhone")}</span>
          </button>
        </div>
      );
    case "passkey":
      // With passkey signup the entry asks "Log in or create a new account?"; without, it signs in at once.
      return config.server?.passkeys_for_signup_enabled ? (
        <button type="button" className="foyer-entry" onClick={() => send({ type: "openPasskeyChoice" })}>
          <Icon name="passkey" />
          <span className="foyer-entry-label">{t("landing.continueWithPasskey")}</span>
        </button>
      ) : (
        <button type="button" className="foyer-entry" onClick={() => send({ type: "startPasskey", action: "login" })}>
          <Icon name="passkey" />
          <span className="foyer-entry-label">{t("landing.haveAPasskey")}</span>
        </button>
      );
    case "wallet":
      return (
        <div className="foyer-entry-slot">
          {chip}
          <button
            type="button"
            className="foyer-entry"
            data-foyer-entry="wallet"
            onClick={() => send({ type: "openWallets" })}
          >
            <Icon name="wallet" />
            <span className="foyer-entry-label">{t("landing.continueWithWallet")}</span>
          </button>
        </div>
      );
    case "farcaster":
      return (
        <div className="foyer-entry-slot">
          {chip}
          <button type="button" className="foyer-entry" onClick={() => send({ type: "startFarcaster" })}>
            <SocialIcon method="farcaster" />
            <span className="foyer-entry-label">{socialLabel("farcaster")}</span>
          </button>
        </div>
      );
    case "telegram":
      return (
        <div className="foyer-entry-slot">
          {chip}
          <button type="button" className="foyer-entry" onClick={() => send({ type: "startTelegram" })}>
            <SocialIcon method="telegram" />
            <span className="foyer-entry-label">{socialLabel("telegram")}</span>
          </button>
        </div>
      );
    default:
      // The OAuth providers.
      return (
        <div className="foyer-entry-slot">
          {chip}
          <button
            type="button"
            className="foyer-entry"
            data-foyer-social={entry.method}
            onClick={() => send({ type: "startOAuth", provider: entry.method })}
          >
            <SocialIcon method={entry.method} />
            <span className="foyer-entry-label">{socialLabel(entry.method)}</span>
          </button>
        </div>
      );
  }
}
