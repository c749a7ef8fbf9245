import type { FrameCloudRecoveryConfig } from "./CloudRecoveryKeys.ts";

/** The config the server injects into the frame pages (never read from the URL, which the host controls). */
export interface FramePageConfig {
  appId: string;
  appName: string;
  allowedOrigins: string[];
  serverUrl: string;
  /** Cloud recovery providers of the app and where their APIs are (absent: none enabled). */
  cloudRecovery?: FrameCloudRecoveryConfig;
  /** EIP-7702 delegate contracts the app configured (the only ones signAuthorization accepts). */
  delegates?: string[];
}

/** Reads `<script id="foyer-frame-config" type="application/json">`. */
export function readFrameConfig(doc: Document): FramePageConfig {
  const text = doc.getElementById("foyer-frame-config")?.textContent;
  if (!text) throw new Error("Foyer wallet frame: missing page config");
  return JSON.parse(text) as FramePageConfig;
}
