import { defaultWireAppConfig } from "../api/defaultWireAppConfig.ts";
import type { WireAppConfig } from "../api/wire.ts";
import { OAUTH_PROVIDERS } from "../providers/oauth/oauthProviders.ts";
import { toOAuthPresentation } from "../providers/oauth/toOAuthPresentation.ts";

/**
 * Test fixture: a server app config with the server's defaults (only email login), overridable field by field.
 * Like the server, it sends the presentation of each OAuth provider whose `<name>_oauth` flag is on (unless the
 * overrides give `oauth_providers` themselves).
 */
export function wireAppConfigFixture(overrides: Partial<WireAppConfig> = {}): WireAppConfig {
  const config: WireAppConfig = { id: "app-test", name: "Test App", ...defaultWireAppConfig, ...overrides };
  if (overrides.oauth_providers) return config;
  const enabled = OAUTH_PROVIDERS.filter((provider) => config[`${provider.name}_oauth`] === true);
  return { ...config, oauth_providers: enabled.map(toOAuthPresentation) };
}
