import type { CloudRecoveryProviderDefinition } from "./CloudRecoveryProviderDefinition.ts";
import { googleDriveRecovery } from "./googleDrive.ts";
import { icloudRecovery } from "./icloud.ts";

/**
 * The cloud-recovery providers (spec 001 §3), in the order the selection screen offers them: the one list
 * every consumer reads (recovery screens and flows, the wallet frame, the server's recovery OAuth, frame page
 * config and dev stand-ins). Adding one is its file beside this one plus its line here.
 */
export const CLOUD_RECOVERY_PROVIDERS = [
  googleDriveRecovery,
  icloudRecovery,
] as const satisfies readonly CloudRecoveryProviderDefinition[];

/** A cloud-recovery provider's id: "google-drive" | "icloud". */
export type CloudRecoveryProviderId = (typeof CLOUD_RECOVERY_PROVIDERS)[number]["id"];

/** The ids, for schemas and guards. */
export const CLOUD_RECOVERY_PROVIDER_IDS = CLOUD_RECOVERY_PROVIDERS.map((provider) => provider.id) as [
  CloudRecoveryProviderId,
  ...CloudRecoveryProviderId[],
];

/** Is this recovery method one of the cloud providers? */
export function isCloudRecoveryProvider(method: unknown): method is CloudRecoveryProviderId {
  return CLOUD_RECOVERY_PROVIDERS.some((provider) => provider.id === method);
}

/** The provider with this id (a registered id always has one). */
export function cloudRecoveryProvider(
  id: CloudRecoveryProviderId,
): CloudRecoveryProviderDefinition<CloudRecoveryProviderId> {
  return CLOUD_RECOVERY_PROVIDERS.find(
    (provider) => provider.id === id,
  ) as CloudRecoveryProviderDefinition<CloudRecoveryProviderId>;
}
