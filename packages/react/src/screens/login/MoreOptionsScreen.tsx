import { MODAL_TITLE_ID, ScreenFrame, t } from "../../shell/screenKit.ts";
import { List } from "../../ui/List.tsx";
import { landingEntryKey } from "./buildLandingEntries.ts";
import { LandingEntryView } from "./LandingEntryView.tsx";
import { useLandingEntries } from "./useLandingEntries.ts";

/** The overflow list behind "More options". */
export function MoreOptionsScreen(_: { step: { name: "moreOptions" } }) {
  // The same layout as the main screen (cross-app and SSO buttons included), so the two lists agree.
  const { overflow, emailOrSocials } = useLandingEntries();
  const title = emailOrSocials ? t("landing.emailOrSocials") : t("moreOptions.title");
  return (
    <ScreenFrame name="moreOptions" back>
      <h2 id={MODAL_TITLE_ID} className="foyer-title">
        {title}
      </h2>
      <div className="foyer-spacer" />
      <List label={title}>
        {overflow.map((entry) => (
          <LandingEntryView key={landingEntryKey(entry)} entry={entry} />
        ))}
      </List>
    </ScreenFrame>
  );
}
