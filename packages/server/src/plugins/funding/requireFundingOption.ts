import { FoyerError, type FundingProvider } from "@foyer/core";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { FundingSettings } from "./FundingSettings.ts";

/**
 * The app's funding settings when its funding configuration offers this provider; otherwise the spec's
 * 'Funding wallet is not enabled' (not_supported).
 */
export function requireFundingOption(app: AppRecord, provider: FundingProvider): FundingSettings {
  const config = app.config.funding_config;
  const settings = (app.settings as { funding?: FundingSettings }).funding;
  if (!config || !settings || !config.options.some((option) => option.provider === provider)) {
    throw new FoyerError("not_supported", "Funding wallet is not enabled");
  }
  return settings;
}
