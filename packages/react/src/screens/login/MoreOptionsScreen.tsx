import { useMemo } from "react";
import { t } from "../../i18n/t.ts";
import { MODAL_TITLE_ID, useModal } from "../../modal/ModalContext.ts";
import { ScreenFrame } from "../../modal/ScreenFrame.tsx";
import { List } from "../../ui/List.tsx";
import { buildLoginEntries } from "./buildLoginEntries.ts";
import { LoginEntryView } from "./LoginEntryView.tsx";
import { readRecentLogin } from "./recentLogin.ts";

/** The overflow list behind "More options". */
export function MoreOptionsScreen(_: { step: { name: "moreOptions" } }) {
  const { config, store } = useModal();
  const { overflow } = useMemo(
    () => buildLoginEntries(config.loginMethods, readRecentLogin(store.appId)),
    [config.loginMethods, store.appId],
  );
  return (
    <ScreenFrame name="moreOptions" back>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {t("moreOptions.title")}
      </h2>
      <div className="foyer-spacer" />
      <List label={t("moreOptions.title")}>
        {overflow.map((entry) => (
          <LoginEntryView key={entry.method} entry={entry} />
        ))}
      </List>
    </ScreenFrame>
  );
}
