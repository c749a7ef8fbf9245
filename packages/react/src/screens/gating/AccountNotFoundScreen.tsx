import { t } from "../../i18n/tMethods.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Button, useModal } from "../../shell/screenKit.ts";
import { GatingLayout } from "./GatingLayout.tsx";

/** Sign-in without sign-up found no account (spec 000 §2). */
export function AccountNotFoundScreen(_: ScreenProps<"accountNotFound">) {
  const { send, config } = useModal();
  return (
    <GatingLayout
      name="accountNotFound"
      icon="user"
      title={t("accountNotFound.title")}
      detail={t("accountNotFound.detail", { app: config.appName ?? t("accountNotFound.appFallback") })}
    >
      <Button onClick={() => send({ type: "restart" })}>{t("accountNotFound.button")}</Button>
    </GatingLayout>
  );
}
