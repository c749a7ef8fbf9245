import type { WalletFramePageConfig } from "@foyer/core/embedded";

/** The config the server injects into the frame pages (one shape for both sides: @foyer/core/embedded). */
export type FramePageConfig = WalletFramePageConfig;

/** Reads `<script id="foyer-frame-config" type="application/json">`. */
export function readFrameConfig(doc: Document): FramePageConfig {
  const text = doc.getElementById("foyer-frame-config")?.textContent;
  if (!text) throw new Error("Foyer wallet frame: missing page config");
  return JSON.parse(text) as FramePageConfig;
}
