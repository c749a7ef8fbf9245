import { FoyerError, type FundingProvider } from "@foyer/core";
import type { AppRecord } from "../../domain/apps/AppService.ts";

/**
 * The app's `settings.funding.<provider>` when its funding configuration offers this provider and its
 * settings are there (checked at startup); otherwise the spec's 'Funding wallet is not enabled'
 * (not_supported).
 */
export function requireFundingOption<Settings>(app: AppRecord, provider: FundingProvider): Settings {
  const config = app.config.funding_config;
  const settings = (app.settings as { funding?: Record<string, unknown> }).funding?.[provider];
  if (!config || !settings || !config.options.some((option) => option.provider === provider)) {
    throw new FoyerError("not_supported", "Funding wallet is not enabled");
  }
  return settings as Settings;
}
