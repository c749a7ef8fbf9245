import type { EmailFormState } from "@foyer/core/login";
import { kit } from "../../kit/kit.ts";
import type { LandingEntry } from "./buildLandingEntries.ts";
import { CrossAppEntry } from "./CrossAppEntry.tsx";
import { CustomOAuthEntry } from "./CustomOAuthEntry.tsx";
import { SsoEntry } from "./SsoEntry.tsx";

/** One entry of the main screen or of the overflow list, whatever its kind (the landing's part). */
export function LandingEntryView({ entry, form }: { entry: LandingEntry; form?: EmailFormState }) {
  switch (entry.kind) {
    case "method":
      return <kit.LoginEntryView entry={entry} form={form} />;
    case "customOAuth":
      return <CustomOAuthEntry entry={entry} />;
    case "crossApp":
      return <CrossAppEntry providerAppId={entry.providerAppId} />;
    case "sso":
      return <SsoEntry recent={entry.recent} />;
  }
}
