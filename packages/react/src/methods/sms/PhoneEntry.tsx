import { tEntries } from "../../i18n/tEntries.ts";
import { kit } from "../../kit/kit.ts";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";

/** "Continue with phone". */
export function PhoneEntry({ chip, send, Row }: LoginEntryProps) {
  return (
    <Row
      chip={chip}
      icon={<kit.Icon name="phone" />}
      label={tEntries("landing.continueWithPhone")}
      onClick={() => send({ type: "openPhone" })}
    />
  );
}
