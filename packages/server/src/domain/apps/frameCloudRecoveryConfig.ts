import { CLOUDKIT_API, GOOGLE_DRIVE_API, googleDriveRecovery, icloudRecovery } from "@foyer/core";
import type { FrameCloudRecoveryConfig } from "@foyer/core/embedded";
import type { AppRecord } from "./AppService.ts";
import { recoveryAppSettings } from "./RecoverySettings.ts";

/**
 * Where the wallet frame of `app` writes and reads cloud recovery keys. The frame takes these addresses
 * from its own page (rendered here), never from the host page, so a host cannot direct a key to itself.
 * Same precedence as RecoveryOAuthService: an app's `recovery_oauth` settings (production APIs), else, in
 * development with the local OpenID provider, the stand-ins, which the wallet origin serves itself under
 * their registry entries' devStandIn paths, /dev/google-drive and /dev/cloudkit (same origin as the frame: its CSP stays `connect-src 'self'`).
 */
export function frameCloudRecoveryConfig(
  app: AppRecord,
  options: { devStandIns: boolean; frameOrigin: string },
): FrameCloudRecoveryConfig {
  const settings = recoveryAppSettings.of(app).recovery_oauth;
  const googleDrive = settings?.google
    ? { apiUrl: GOOGLE_DRIVE_API }
    : options.devStandIns
      ? { apiUrl: `${options.frameOrigin}${googleDriveRecovery.devStandIn.path}` }
      : null;
  const icloud = settings?.icloud
    ? {
        apiUrl: settings.icloud.base_url ?? CLOUDKIT_API,
        container: settings.icloud.container,
        environment: settings.icloud.environment,
        apiToken: settings.icloud.api_token,
      }
    : options.devStandIns
      ? {
          apiUrl: `${options.frameOrigin}${icloudRecovery.devStandIn.path}`,
          container: icloudRecovery.devStandIn.container,
          environment: "development" as const,
          apiToken: icloudRecovery.devStandIn.apiToken,
        }
      : null;
  return { googleDrive, icloud };
}

/** The origins the frame page must be allowed to connect to (CSP connect-src) for this configuration. */
export function cloudRecoveryOrigins(config: FrameCloudRecoveryConfig): string[] {
  const urls = [config.googleDrive?.apiUrl, config.icloud?.apiUrl].filter((url): url is string => Boolean(url));
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
