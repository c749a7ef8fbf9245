import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { SocialIcon, socialLabel } from "../../shell/SocialIcon.tsx";

/** "Continue with Telegram". */
export function TelegramEntry({ chip, send, Row }: LoginEntryProps) {
  return (
    <Row
      chip={chip}
      icon={<SocialIcon method="telegram" />}
      label={socialLabel("telegram")}
      onClick={() => send({ type: "startTelegram" })}
    />
  );
}
