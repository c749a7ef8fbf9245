import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { Icon, t } from "../../shell/screenKit.ts";

/** "Continue with phone". */
export function PhoneEntry({ chip, send, Row }: LoginEntryProps) {
  return (
    <Row
      chip={chip}
      icon={<Icon name="phone" />}
      label={t("landing.continueWithPhone")}
      onClick={() => send({ type: "openPhone" })}
    />
  );
}
