import { readRecentLogin } from "@foyer/core/runtime/login";
import { useEffect, useMemo, useState } from "react";
import { loadCrossAppDetails } from "../../crossApp/useCrossAppDetails.ts";
import { entryCatalogOf } from "../../methods/entryCatalogOf.ts";
import { useModal } from "../../shell/screenKit.ts";
import { buildLandingEntries, type LandingEntries } from "./buildLandingEntries.ts";

/**
 * The main screen's entries and overflow, shared by the landing and "More options" screens. A cross-app
 * provider the server refuses (its button hides itself) gives its slot back once the refusal is known.
 */
export function useLandingEntries(): LandingEntries {
  const { config, store, controller } = useModal();
  const catalog = useMemo(
    () =>
      entryCatalogOf(
        controller.methods.filter((m) => !store.extraLoginMethods.includes(m)),
        store.extraLoginMethods,
      ),
    [controller, store],
  );
  const configured = store.clientConfig.crossAppProviders;
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    for (const id of configured ?? []) {
      void loadCrossAppDetails(store, id).then((details) => {
        if (live && details === null) setRefused((before) => new Set([...before, id]));
      });
    }
    return () => {
      live = false;
    };
  }, [store, configured]);
  const sso = config.server?.sso_auth === true;
  const customOAuthProviders = config.server?.custom_oauth_providers;
  const { showWalletLoginFirst } = config.appearance;
  return useMemo(
    () =>
      buildLandingEntries({
        methods: config.loginMethods,
        primaryCount: config.primaryLoginMethodCount,
        recent: readRecentLogin(store.appId),
        customOAuthProviders,
        crossAppProviders: (configured ?? []).filter((id) => !refused.has(id)),
        sso,
        showWalletLoginFirst: showWalletLoginFirst === true,
        catalog,
      }),
    [
      config.loginMethods,
      config.primaryLoginMethodCount,
      store.appId,
      customOAuthProviders,
      configured,
      refused,
      sso,
      showWalletLoginFirst,
      catalog,
    ],
  );
}
