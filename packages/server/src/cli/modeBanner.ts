import type { StartedServer } from "../startServer.ts";

/**
 * What `foyer serve` prints at start: the mode, where it listens, and what the mode exposes, so a server
 * started in development by mistake says so on its first lines.
 */
export function modeBanner(started: StartedServer): string {
  const { url, server } = started;
  const { mode, database } = server.config;
  const lines = [
    `Foyer server (${mode}, ${database}) listening:`,
    `  API          ${url}/api/v1`,
    `  JWKS         ${url}/api/v1/apps/<app id>/jwks.json`,
  ];
  if (started.walletFrameUrl) lines.push(`  wallet frame ${started.walletFrameUrl}`);
  if (mode === "production") {
    lines.push(
      "Production mode: no development routes, no dev app; codes go out only by SMTP and Twilio and are never logged.",
      "  (Development is opt-in: FOYER_ENV=development.)",
    );
    return lines.join("\n");
  }
  lines.push(
    "DEVELOPMENT MODE (FOYER_ENV=development) - never for real users. It exposes, to callers on this machine only:",
    `  dev mailbox  ${url}/dev/mailbox: every code SMTP/Twilio did not deliver, of the dev apps`,
    "  dev app id   foyer-dev (and the apps of foyer.config.json) with development defaults",
    "  one-time codes written to the log; http:// redirect URLs accepted for OAuth and SSO",
    `  stand-ins    ${url}/dev/telegram, /dev/farcaster, /dev/google-drive, /dev/cloudkit`,
  );
  if (started.devOidcIssuer) lines.push(`  dev OpenID   ${started.devOidcIssuer} (stands in for OAuth providers)`);
  return lines.join("\n");
}
