import { describe, expect, it } from "vitest";
import type { StartedServer } from "../startServer.ts";
import { modeBanner } from "./modeBanner.ts";

const started = (mode: "development" | "production", devOidcIssuer: string | null = null) =>
  ({
    url: "http://localhost:8787",
    walletFrameUrl: "http://127.0.0.1:8788",
    devOidcIssuer,
    server: { config: { mode, database: "pglite" } },
  }) as unknown as StartedServer;

describe("modeBanner", () => {
  it("says production and that nothing of development is exposed", () => {
    const banner = modeBanner(started("production"));
    expect(banner).toContain("Foyer server (production, pglite)");
    expect(banner).toContain("Production mode: no development routes");
    expect(banner).not.toContain("/dev/");
  });

  it("names development loudly with everything it exposes", () => {
    const banner = modeBanner(started("development", "http://localhost:8789"));
    expect(banner).toContain("DEVELOPMENT MODE (FOYER_ENV=development) - never for real users");
    expect(banner).toContain("http://localhost:8787/dev/mailbox");
    expect(banner).toContain("foyer-dev");
    expect(banner).toContain("one-time codes written to the log");
    expect(banner).toContain("dev OpenID   http://localhost:8789");
  });
});
