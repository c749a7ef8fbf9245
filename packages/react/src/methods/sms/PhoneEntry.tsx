import { tEntries } from "../../i18n/tEntries.ts";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { Icon } from "../../shell/screenKit.ts";

/** "Continue with phone". */
export function PhoneEntry({ chip, send, Row }: LoginEntryProps) {
  return (
    <Row
      chip={chip}
      icon={<Icon name="phone" />}
      label={tEntries("landing.continueWithPhone")}
      onClick={() => send({ type: "openPhone" })}
    />
  );
}
