import { useMemo } from "react";
import { useModal } from "../../modal/ModalContext.ts";
import { buildLandingEntries, type LandingEntries } from "./buildLandingEntries.ts";
import { readRecentLogin } from "./recentLogin.ts";

/** The main screen's entries and overflow, shared by the landing and "More options" screens. */
export function useLandingEntries(): LandingEntries {
  const { config, store } = useModal();
  const crossAppProviders = store.clientConfig.crossAppProviders;
  const sso = config.server?.sso_auth === true;
  const { showWalletLoginFirst } = config.appearance;
  return useMemo(
    () =>
      buildLandingEntries({
        methods: config.loginMethods,
        recent: readRecentLogin(store.appId),
        ...(crossAppProviders ? { crossAppProviders } : {}),
        sso,
        showWalletLoginFirst: showWalletLoginFirst === true,
      }),
    [config.loginMethods, store.appId, crossAppProviders, sso, showWalletLoginFirst],
  );
}
