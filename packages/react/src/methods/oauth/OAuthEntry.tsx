import type { LoginMethod } from "@foyer/core/config";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { SocialIcon, useSocialLabel } from "../../shell/SocialIcon.tsx";

/** An OAuth provider's entry: its mark and label from the app config; opens the provider. */
export function OAuthEntry({ method, chip, send, Row }: LoginEntryProps) {
  const label = useSocialLabel(method);
  return (
    <Row
      chip={chip}
      icon={<SocialIcon method={method as LoginMethod} />}
      label={label}
      onClick={() => send({ type: "startOAuth", provider: method })}
      data={{ "data-foyer-social": method }}
    />
  );
}
