import { useEffect, useMemo, useState } from "#react";
import { kit } from "../../kit/kit.ts";
import { buildLandingEntries, type LandingEntries } from "./buildLandingEntries.ts";

/**
 * The main screen's entries and overflow (the landing's part), shared by the landing and "More options" screens.
 * A cross-app provider the server refuses (its button hides itself) gives its slot back once the refusal is known.
 */
export function useLandingEntries(): LandingEntries {
  const { config, store } = kit.useModal();
  const { entries, recent, catalog } = kit.useLoginEntries();
  const configured = store.clientConfig.crossAppProviders;
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    for (const id of configured ?? []) {
      void kit.loadCrossAppDetails(store, id).then((details) => {
        if (live && details === null) setRefused((before) => new Set([...before, id]));
      });
    }
    return () => {
      live = false;
    };
  }, [store, configured]);
  return useMemo(
    () =>
      buildLandingEntries({
        entries,
        methods: config.loginMethods,
        primaryCount: config.primaryLoginMethodCount,
        recent,
        customOAuthProviders: config.server?.custom_oauth_providers,
        crossAppProviders: (configured ?? []).filter((id) => !refused.has(id)),
        sso: config.server?.sso_auth === true,
        showWalletLoginFirst: config.appearance.showWalletLoginFirst,
        catalog,
      }),
    [entries, config, recent, catalog, configured, refused],
  );
}
