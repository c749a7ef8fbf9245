import { useModal } from "../../modal/ModalContext.ts";
import { EntryRow } from "../../screens/login/EntryRow.tsx";
import { SocialIcon, socialLabel } from "../../screens/login/SocialIcon.tsx";
import type { LoginEntryProps } from "../ClientLoginMethod.ts";

/** "Continue with Telegram". */
export function TelegramEntry({ chip }: LoginEntryProps) {
  const { send } = useModal();
  return (
    <EntryRow
      chip={chip}
      icon={<SocialIcon method="telegram" />}
      label={socialLabel("telegram")}
      onClick={() => send({ type: "startTelegram" })}
    />
  );
}
