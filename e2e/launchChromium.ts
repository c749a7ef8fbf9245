// Debian's Chromium driven by playwright-core (Playwright's own browser download cannot run here).
import { type Browser, chromium } from "playwright-core";
import { chromiumArgs, ensureChromium } from "../scripts/findChromium.mjs";

/** Launches headless Chromium with the flags a closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs, headless: true });
}
