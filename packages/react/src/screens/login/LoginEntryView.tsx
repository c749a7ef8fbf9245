import type { EmailFormState } from "@foyer/core/login";
import type { ReactNode } from "react";
import { t } from "../../i18n/t.ts";
import { useModal } from "../../modal/ModalContext.ts";
import { Chip } from "../../ui/Chip.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { EmailForm } from "../email/EmailForm.tsx";
import type { LoginEntry } from "./buildLoginEntries.ts";
import { SocialIcon, socialLabel } from "./SocialIcon.tsx";

/** A login entry's row: its "Recent" chip (when last used), the icon and the label. */
function EntryRow({
  chip,
  icon,
  label,
  onClick,
  data,
}: {
  chip: ReactNode;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  /** data-* attributes (test and styling hooks). */
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <div className="foyer-entry-slot">
      {chip}
      <button type="button" className="foyer-entry" onClick={onClick} {...data}>
        {icon}
        <span className="foyer-entry-label">{label}</span>
      </button>
    </div>
  );
}

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
        <EntryRow
          chip={chip}
          icon={<Icon name="mail" />}
          label={t("landing.continueWithEmail")}
          onClick={() => send({ type: "openEmail" })}
        />
      );
    case "sms":
      return (
        <EntryRow
          chip={chip}
          icon={<Icon name="phone" />}
          label={t("landing.continueWithPhone")}
          onClick={() => send({ type: "openPhone" })}
        />
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
        <EntryRow
          chip={chip}
          icon={<Icon name="wallet" />}
          label={t("landing.continueWithWallet")}
          onClick={() => send({ type: "openWallets" })}
          data={{ "data-foyer-entry": "wallet" }}
        />
      );
    case "farcaster":
    case "telegram":
      return (
        <EntryRow
          chip={chip}
          icon={<SocialIcon method={entry.method} />}
          label={socialLabel(entry.method)}
          onClick={() => send(entry.method === "farcaster" ? { type: "startFarcaster" } : { type: "startTelegram" })}
        />
      );
    default:
      // The OAuth providers.
      return (
        <EntryRow
          chip={chip}
          icon={<SocialIcon method={entry.method} />}
          label={socialLabel(entry.method)}
          onClick={() => send({ type: "startOAuth", provider: entry.method })}
          data={{ "data-foyer-social": entry.method }}
        />
      );
  }
}
