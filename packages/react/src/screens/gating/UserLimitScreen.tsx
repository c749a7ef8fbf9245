import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { moreIcons } from "../../ui/moreIcons.ts";
import { GatingLayout } from "./GatingLayout.tsx";

/** A test app reached its user limit (spec 000 §2). */
export function UserLimitScreen(_: ScreenProps<"userLimit">) {
  const { send } = kit.useModal();
  return (
    <GatingLayout name="userLimit" icon={moreIcons.user} title={t("userLimit.title")} detail={t("userLimit.detail")}>
      <kit.Button variant="secondary" onClick={() => send({ type: "restart" })}>
        {t("userLimit.button")}
      </kit.Button>
    </GatingLayout>
  );
}
