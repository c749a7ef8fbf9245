import type { EmailFormState } from "@foyer/core/login";
import type { LandingEntry } from "./buildLandingEntries.ts";
import { LoginEntryView } from "./LoginEntryView.tsx";
import { CrossAppEntry, CustomOAuthEntry, SsoEntry } from "./landingParts.ts";

/** One entry of the main screen or of the overflow list, whatever its kind. */
export function LandingEntryView({ entry, form }: { entry: LandingEntry; form?: EmailFormState }) {
  switch (entry.kind) {
    case "method":
      return <LoginEntryView entry={entry} form={form} />;
    case "customOAuth":
      return <CustomOAuthEntry entry={entry} />;
    case "crossApp":
      return <CrossAppEntry providerAppId={entry.providerAppId} />;
    case "sso":
      return <SsoEntry recent={entry.recent} />;
  }
}
