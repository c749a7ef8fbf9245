import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { SocialIcon, socialLabel } from "../../shell/SocialIcon.tsx";
import { ExternalStatusScreen } from "./ExternalStatusScreen.tsx";
import { oauthErrorText } from "./externalErrorText.ts";

/** OAuth status screen: the provider's popup is open (or the page is about to redirect), or its error. */
export function OAuthScreen({ step }: ScreenProps<"oauth">) {
  const { send, controller, config } = kit.useModal();
  // A cross-app flow ("foyer:<app id>") is named after the provider app.
  const crossAppId = step.provider.startsWith("foyer:") ? step.provider.slice("foyer:".length) : null;
  const crossApp = kit.useCrossAppDetails(crossAppId);
  // The app's own providers ("custom:<id>") are named as the app's config names them.
  const custom = config.server?.custom_oauth_providers.find((entry) => entry.provider === step.provider);
  const provider = crossApp?.name ?? custom?.provider_display_name ?? socialLabel(step.provider, config.server);
  const linking = controller.getState().mode === "link";
  return (
    <ExternalStatusScreen
      name="oauth"
      status={step.status}
      error={step.error}
      icon={<SocialIcon method={step.provider} size={26} />}
      title={t(linking ? "oauth.linkTitle" : "oauth.title", { provider })}
      idleText={t("oauth.idle", { provider })}
      pendingText={t("oauth.pending", { provider })}
      errorText={oauthErrorText}
      onStart={() => send({ type: "startOAuth", provider: step.provider })}
    />
  );
}
