import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { moreIcons } from "../../ui/moreIcons.ts";
import { GatingLayout } from "./GatingLayout.tsx";

/** Sign-in without sign-up found no account (spec 000 §2). */
export function AccountNotFoundScreen(_: ScreenProps<"accountNotFound">) {
  const { send, config } = kit.useModal();
  return (
    <GatingLayout
      name="accountNotFound"
      icon={moreIcons.user}
      title={t("accountNotFound.title")}
      detail={t("accountNotFound.detail", { app: config.appName ?? t("accountNotFound.appFallback") })}
    >
      <kit.Button onClick={() => send({ type: "restart" })}>{t("accountNotFound.button")}</kit.Button>
    </GatingLayout>
  );
}
