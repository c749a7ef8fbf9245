import { STORAGE_PREFIX } from "../../startupConstants.ts";

/**
 * On page load: is this the way back from a full-page OAuth redirect (the URL carries the provider's
 * answer, a flow of this app is stored, and this is not a popup)? Answers the provider and action, or null.
 * Small on purpose (it runs in the initial bundle); the flow itself loads on demand. It reads the globals
 * itself, unlike the runners and `handleOAuthRedirect`, which take their page as a port: a `BrowserPorts`
 * object would add its builder (about 280 B gzipped) to every page's first load, and even a window-shaped
 * parameter measured 8 B more with esbuild and 9 B with Vite (`npm run size`), against a budget with
 * 14 B left.
 */
export function pendingOAuthRedirect(appId: string): { provider: string; action: "login" | "link" } | null {
  try {
    if (typeof window === "undefined" || window.opener) return null;
    const params = new URLSearchParams(window.location.search);
    if (!params.has("state") && !params.has("error")) return null;
    const raw = sessionStorage.getItem(`${STORAGE_PREFIX}oauth:${appId}`);
    const stored = raw ? (JSON.parse(raw) as { provider?: unknown; action?: unknown }) : null;
    if (typeof stored?.provider !== "string") return null;
    return { provider: stored.provider, action: stored.action === "link" ? "link" : "login" };
  } catch {
    return null;
  }
}
