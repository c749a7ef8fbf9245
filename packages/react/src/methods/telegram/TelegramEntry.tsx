import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { EntryRow } from "../../shell/EntryRow.tsx";
import { useModal } from "../../shell/ModalContext.ts";
import { SocialIcon, socialLabel } from "../../shell/SocialIcon.tsx";

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
