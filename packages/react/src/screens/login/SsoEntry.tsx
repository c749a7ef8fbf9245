import { tEntries } from "../../i18n/tEntries.ts";
import { kit } from "../../kit/kit.ts";

/** The enterprise single sign-on button (the app's `sso_auth`); runs like an OAuth provider named "sso". */
export function SsoEntry({ recent }: { recent: boolean }) {
  const { send } = kit.useModal();
  return (
    <div className="foyer-entry-slot">
      {recent && <kit.Chip>{kit.t("landing.recent")}</kit.Chip>}
      <button
        type="button"
        className="foyer-entry"
        data-foyer-sso=""
        onClick={() => send({ type: "startOAuth", provider: "sso" })}
      >
        <kit.Icon name="lock" />
        <span className="foyer-entry-label">{tEntries("sso.entry")}</span>
      </button>
    </div>
  );
}
