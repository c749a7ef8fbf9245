import type { LoginMethod } from "@foyer/core/config";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { SocialIcon, socialLabel } from "../../shell/SocialIcon.tsx";

/** An OAuth provider's entry: its icon and "Continue with <provider>"; opens the provider. */
export function OAuthEntry({ method, chip, send, Row }: LoginEntryProps) {
  return (
    <Row
      chip={chip}
      icon={<SocialIcon method={method as LoginMethod} />}
      label={socialLabel(method as LoginMethod)}
      onClick={() => send({ type: "startOAuth", provider: method })}
      data={{ "data-foyer-social": method }}
    />
  );
}
