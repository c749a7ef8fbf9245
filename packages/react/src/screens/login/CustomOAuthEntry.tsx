import { kit } from "../../kit/kit.ts";
import { SocialIcon } from "../../shell/SocialIcon.tsx";
import type { LandingEntry } from "./buildLandingEntries.ts";

/** Only https: and data:image icons, and only as an <img> source (an SVG there runs no script). */
const iconOf = (url: string | null): string | null =>
  url && (/^https:\/\//i.test(url) || /^data:image\//i.test(url)) ? url : null;

/**
 * A button for one of the app's own OAuth providers (`custom_oauth_providers` of its config): its display
 * name and icon URL (only https: or data:image URLs, as an <img>), or a lettered badge. It runs the OAuth
 * flow with the provider id ("custom:<id>"), as a login or, in link mode, a link (the machine decides).
 */
export function CustomOAuthEntry({ entry }: { entry: Extract<LandingEntry, { kind: "customOAuth" }> }) {
  const { send } = kit.useModal();
  const iconUrl = iconOf(entry.iconUrl);
  return (
    <div className="foyer-entry-slot">
      {entry.recent && <kit.Chip>{kit.t("landing.recent")}</kit.Chip>}
      <button
        type="button"
        className="foyer-entry"
        data-foyer-social={entry.provider}
        onClick={() => send({ type: "startOAuth", provider: entry.provider })}
      >
        {iconUrl ? (
          <img src={iconUrl} alt="" width={20} height={20} style={{ borderRadius: 5 }} />
        ) : (
          <SocialIcon method={entry.provider} />
        )}
        <span className="foyer-entry-label">{entry.label}</span>
      </button>
    </div>
  );
}
