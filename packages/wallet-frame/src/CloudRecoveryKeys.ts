import { CloudKitPrivateDatabase, type CloudRecoveryProviderId, GoogleDriveAppData } from "@foyer/core";
import type { FrameCloudRecoveryConfig } from "@foyer/core/embedded";

/** The cloud providers a recovery key can live in. */
/** A registered cloud-recovery provider (core providers/recovery). */
export type CloudRecoveryProvider = CloudRecoveryProviderId;

// Where the frame reaches each provider: from the frame page's own configuration (`readFrameConfig`), never from
// a host message; the shape is the server's and the frame's (@foyer/core/embedded).
export type { FrameCloudRecoveryConfig };

/** Stores and reads back the 32-byte recovery key (base64url text) in the user's own cloud storage. */
export interface CloudRecoveryKeys {
  /** Whether the app has this provider configured (else the frame answers not_supported). */
  enabled(provider: CloudRecoveryProvider): boolean;
  save(provider: CloudRecoveryProvider, accessToken: string, name: string, key: string): Promise<void>;
  /**
   * Candidate keys stored under `name`, newest first (empty when none). More than one appears when a
   * backup wrote a key and the share replacement after it failed: the older key still opens the share.
   */
  load(provider: CloudRecoveryProvider, accessToken: string, name: string): Promise<string[]>;
}

/** How many Drive files of one name recovery tries (newest first). */
const MAX_DRIVE_CANDIDATES = 5;

/**
 * The frame's cloud key store over Google Drive's appDataFolder and CloudKit's private database.
 * Drive keeps every write as a new file (newest wins); CloudKit keeps `<name>` and `<name>_previous`.
 *
 * @example
 * const keys = createCloudRecoveryKeys(config.cloudRecovery);
 * await keys.save("google-drive", driveToken, "foyer-recovery-app-0xabc.key", key);
 */
export function createCloudRecoveryKeys(
  config: FrameCloudRecoveryConfig | undefined,
  fetchImpl?: typeof fetch,
): CloudRecoveryKeys {
  const fetchOption = fetchImpl ? { fetch: fetchImpl } : {};
  const drive = (accessToken: string) => {
    if (!config?.googleDrive) throw new Error("Google Drive recovery is not configured");
    return new GoogleDriveAppData({ accessToken, baseUrl: config.googleDrive.apiUrl, ...fetchOption });
  };
  const cloudKit = (webAuthToken: string) => {
    const icloud = config?.icloud;
    if (!icloud) throw new Error("iCloud recovery is not configured");
    return new CloudKitPrivateDatabase({
      container: icloud.container,
      environment: icloud.environment,
      apiToken: icloud.apiToken,
      webAuthToken,
      baseUrl: icloud.apiUrl,
      ...fetchOption,
    });
  };
  return {
    enabled: (provider) => Boolean(provider === "google-drive" ? config?.googleDrive : config?.icloud),
    async save(provider, accessToken, name, key) {
      if (provider === "google-drive") {
        await drive(accessToken).write(name, key);
        return;
      }
      const db = cloudKit(accessToken);
      const current = await db.lookup(name);
      if (current && current !== key) await db.save(`${name}_previous`, current);
      await db.save(name, key);
    },
    async load(provider, accessToken, name) {
      if (provider === "google-drive") {
        const client = drive(accessToken);
        const ids = await client.findAll(name, MAX_DRIVE_CANDIDATES);
        const keys: string[] = [];
        for (const id of ids) keys.push((await client.readById(id)).trim());
        return keys;
      }
      const db = cloudKit(accessToken);
      const keys = [await db.lookup(name), await db.lookup(`${name}_previous`)];
      return keys.filter((k): k is string => typeof k === "string");
    },
  };
}
