import { defaultWireAppConfig } from "../api/defaultWireAppConfig.ts";
import type { WireAppConfig } from "../api/wire.ts";

/** Test fixture: a server app config with the server's defaults (only email login), overridable field by field. */
export function wireAppConfigFixture(overrides: Partial<WireAppConfig> = {}): WireAppConfig {
  return { id: "app-test", name: "Test App", ...defaultWireAppConfig, ...overrides };
}
