import { tEntries } from "../../i18n/tEntries.ts";
import { kit } from "../../kit/kit.ts";
import { landingEntryKey } from "./buildLandingEntries.ts";
import { LandingEntryView } from "./LandingEntryView.tsx";
import { useLandingEntries } from "./useLandingEntries.ts";

/** The overflow list behind "More options" (the landing's part: landingParts.ts). */
export function MoreOptionsScreen() {
  // The same layout as the main screen (cross-app and SSO buttons included), so the two lists agree.
  const { overflow, emailOrSocials } = useLandingEntries();
  const title = emailOrSocials ? tEntries("landing.emailOrSocials") : tEntries("moreOptions.title");
  return (
    <kit.ScreenFrame name="moreOptions" back>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {title}
      </h2>
      <div className="foyer-spacer" />
      <kit.List label={title}>
        {overflow.map((entry) => (
          <LandingEntryView key={landingEntryKey(entry)} entry={entry} />
        ))}
      </kit.List>
    </kit.ScreenFrame>
  );
}
