import { tEntries } from "../../i18n/tEntries.ts";
import { Chip, Icon, t, useModal } from "../../shell/screenKit.ts";

/** The enterprise single sign-on button (the app's `sso_auth`); runs like an OAuth provider named "sso". */
export function SsoEntry({ recent }: { recent: boolean }) {
  const { send } = useModal();
  return (
    <div className="foyer-entry-slot">
      {recent && <Chip>{t("landing.recent")}</Chip>}
      <button
        type="button"
        className="foyer-entry"
        data-foyer-sso=""
        onClick={() => send({ type: "startOAuth", provider: "sso" })}
      >
        <Icon name="lock" />
        <span className="foyer-entry-label">{tEntries("sso.entry")}</span>
      </button>
    </div>
  );
}
