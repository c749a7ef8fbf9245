/**
 * What the server writes into a wallet frame page (`<script id="foyer-frame-config" type="application/json">`)
 * and the frame's script reads: never taken from the URL or a host message, which the host controls. One shape
 * for both sides (the server's renderWalletFramePage, the frame's readFrameConfig).
 */
export interface WalletFramePageConfig {
  appId: string;
  appName: string;
  allowedOrigins: string[];
  /** Base URL of the share endpoints: the frame's own origin. */
  serverUrl: string;
  /** Cloud recovery providers of the app and where their APIs are (the hidden frame only; absent: none enabled). */
  cloudRecovery?: FrameCloudRecoveryConfig;
  /** EIP-7702 delegate contracts the app configured (sponsorship plugin): the frame delegates to no other. */
  delegates?: string[];
}

/**
 * Where the frame reaches each cloud-recovery provider. A malicious host could otherwise point the frame at itself
 * and receive the recovery key. A provider that is null is not enabled for the app.
 */
export interface FrameCloudRecoveryConfig {
  googleDrive: { apiUrl: string } | null;
  icloud: {
    apiUrl: string;
    container: string;
    environment: "development" | "production";
    /** CloudKit's web API token of the app's container (public by design: CloudKit JS ships it too). */
    apiToken: string;
  } | null;
}
