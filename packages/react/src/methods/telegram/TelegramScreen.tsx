import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { SocialIcon } from "../../shell/SocialIcon.tsx";
import { ExternalStatusScreen } from "../oauth/ExternalStatusScreen.tsx";
import { telegramErrorText } from "../oauth/externalErrorText.ts";

/** Telegram status screen (spec 000 §2): progress of the Telegram login, its errors (spec 000 §8) and Retry. */
export function TelegramScreen({ step }: ScreenProps<"telegram">) {
  const { send, controller } = kit.useModal();
  const linking = controller.getState().mode === "link";
  return (
    <ExternalStatusScreen
      name="telegram"
      status={step.status}
      error={step.error}
      icon={<SocialIcon method="telegram" size={26} />}
      title={t(linking ? "telegram.linkTitle" : "telegram.title")}
      idleText={t("telegram.idle")}
      pendingText={t("telegram.pending")}
      errorText={telegramErrorText}
      onStart={() => send({ type: "startTelegram" })}
    />
  );
}
