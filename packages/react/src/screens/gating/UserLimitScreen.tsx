import { t } from "../../i18n/tMethods.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { Button, useModal } from "../../shell/screenKit.ts";
import { GatingLayout } from "./GatingLayout.tsx";

/** A test app reached its user limit (spec 000 §2). */
export function UserLimitScreen(_: ScreenProps<"userLimit">) {
  const { send } = useModal();
  return (
    <GatingLayout name="userLimit" icon="user" title={t("userLimit.title")} detail={t("userLimit.detail")}>
      <Button variant="secondary" onClick={() => send({ type: "restart" })}>
        {t("userLimit.button")}
      </Button>
    </GatingLayout>
  );
}
