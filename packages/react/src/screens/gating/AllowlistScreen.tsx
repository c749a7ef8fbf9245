import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { GatingLayout } from "./GatingLayout.tsx";

/**
 * Allowlist rejection (spec 000 §2): wording from the app's allowlist config, else the defaults.
 * With a link the button opens it: in a new tab (default, the modal stays) or, with
 * `allowlistLinkBehavior: "redirect"`, by sending the browser there. Without a link it returns to the
 * main login screen.
 */
export function AllowlistScreen(_: ScreenProps<"allowlist">) {
  const { config, send } = kit.useModal();
  const { errorTitle, errorDetail, errorCtaText, errorCtaLink, linkBehavior } = config.allowlist;
  return (
    <GatingLayout
      name="allowlist"
      icon="lock"
      title={errorTitle || t("allowlist.title")}
      detail={errorDetail || t("allowlist.detail")}
    >
      <kit.Button
        onClick={() => {
          if (!errorCtaLink) send({ type: "restart" });
          else if (linkBehavior === "redirect") window.location.assign(errorCtaLink);
          else window.open(errorCtaLink, "_blank", "noopener,noreferrer");
        }}
      >
        {errorCtaText || t("allowlist.button")}
      </kit.Button>
    </GatingLayout>
  );
}
