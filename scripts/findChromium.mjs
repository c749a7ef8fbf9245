// Finds a Chromium the browser tests can drive. Playwright's own browser download cannot work
// on a machine without internet, so Foyer uses the system's (Debian's `chromium` package).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** Path of an installed Chromium, or null. */
export function findChromium() {
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/**
 * Returns a Chromium path, installing Debian's package when running as root.
 * Throws with the exact install instruction otherwise.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execFileSync("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"], {
      stdio: "inherit",
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "The browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), " +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}

/** Launch flags for headless Chromium on a closed network (see README). */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
