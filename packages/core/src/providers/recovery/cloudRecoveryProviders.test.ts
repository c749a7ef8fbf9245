// The cloud-recovery registry drives the recovery screens' data and flows (issue 12 item 3, "providers as
// data"): every option, name and route comes from a provider's entry, in registry order. The wallet frame's
// key names and the server's frame config, stand-ins and routes are checked against it in their packages
// (createRecoverySealer.test.ts, packages/server/src/plugins/recovery/cloudRecoveryRegistry.test.ts).
import { describe, expect, it } from "vitest";
import { recoveryFlowMachine } from "../../flows/recovery/recoveryFlowMachine.ts";
import { recoveryOAuthTexts } from "../../flows/recovery/recoveryOAuthMachine.ts";
import { recoverySelectionView, routeForRecoveryOption } from "../../flows/recovery/recoverySelection.ts";
import {
  CLOUD_RECOVERY_PROVIDER_IDS,
  CLOUD_RECOVERY_PROVIDERS,
  isCloudRecoveryProvider,
} from "./cloudRecoveryProviders.ts";

describe("cloud-recovery registry", () => {
  it("lists Google Drive then iCloud, with the spec's option texts", () => {
    expect(CLOUD_RECOVERY_PROVIDER_IDS).toEqual(["google-drive", "icloud"]);
    expect(CLOUD_RECOVERY_PROVIDERS.map((p) => p.optionLabel)).toEqual([
      "Back up to Google Drive",
      "Back up to Apple iCloud",
    ]);
    expect(isCloudRecoveryProvider("icloud")).toBe(true);
    expect(isCloudRecoveryProvider("user-passcode")).toBe(false);
  });

  it("the selection screen offers every enabled provider in registry order, before the password", () => {
    const view = recoverySelectionView({
      currentMethod: "foyer",
      enabledOptions: ["user-passcode", ...CLOUD_RECOVERY_PROVIDER_IDS],
    });
    expect(view.options).toEqual([
      ...CLOUD_RECOVERY_PROVIDERS.map((p) => ({ method: p.id, label: p.optionLabel })),
      { method: "user-passcode", label: "Set a password" },
    ]);
  });

  it.each(CLOUD_RECOVERY_PROVIDERS)("$id: its names, its hidden option, its route and its screen", (provider) => {
    const secured = recoverySelectionView({ currentMethod: provider.id, enabledOptions: [provider.id] });
    expect(secured.text).toBe(`Your account is currently secured using ${provider.methodName}.`);
    expect(secured.options).toEqual([]);
    expect(routeForRecoveryOption(provider.id, { currentMethod: "foyer" })).toEqual({
      screen: "recoveryOAuth",
      provider: provider.id,
      action: "set-recovery",
    });
    const oauth = { provider: provider.id, action: "recover", isInAccountCreateFlow: false, error: null } as const;
    expect(recoveryOAuthTexts({ ...oauth, status: "idle" }).button).toBe(`Confirm with ${provider.label}`);
    // The recovery flow opens straight on the provider's screen when asked to.
    const flow = recoveryFlowMachine.initial({
      appName: "Acme",
      kind: "recoveryOAuth",
      provider: provider.id,
      action: "recover",
    });
    expect(flow.state.step).toMatchObject({ screen: "recoveryOAuth", oauth: { provider: provider.id } });
    // A provider outside the registry is refused ('Unsupported recovery action').
    const unknown = recoveryFlowMachine.initial({
      appName: "Acme",
      kind: "recoveryOAuth",
      provider: "dropbox" as never,
      action: "recover",
    });
    expect(unknown.state.step.screen).toBe("selection");
  });

  it("each key name is per app and wallet, and fits its store", () => {
    for (const provider of CLOUD_RECOVERY_PROVIDERS) {
      const a = provider.keyName("app-1", "0xabc");
      expect(a).not.toBe(provider.keyName("app-2", "0xabc"));
      expect(a).not.toBe(provider.keyName("app-1", "0xdef"));
    }
    const icloud = CLOUD_RECOVERY_PROVIDERS.find((p) => p.id === "icloud");
    expect(icloud?.keyName("app-1", "0xabc")).toMatch(/^[A-Za-z0-9_]+$/);
  });
});
