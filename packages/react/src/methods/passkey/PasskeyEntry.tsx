import { tEntries } from "../../i18n/tEntries.ts";
import { kit } from "../../kit/kit.ts";
import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { moreIcons } from "../../ui/moreIcons.ts";

/** With passkey signup the entry asks "Log in or create a new account?"; without, it signs in at once. */
export function PasskeyEntry(_: LoginEntryProps) {
  const { send, config } = kit.useModal();
  return config.server?.passkeys_for_signup_enabled ? (
    <button type="button" className="foyer-entry" onClick={() => send({ type: "openPasskeyChoice" })}>
      <kit.Icon name={moreIcons.passkey} />
      <span className="foyer-entry-label">{tEntries("landing.continueWithPasskey")}</span>
    </button>
  ) : (
    <button type="button" className="foyer-entry" onClick={() => send({ type: "startPasskey", action: "login" })}>
      <kit.Icon name={moreIcons.passkey} />
      <span className="foyer-entry-label">{tEntries("landing.haveAPasskey")}</span>
    </button>
  );
}
