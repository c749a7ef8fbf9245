import { resolve } from "node:path";
import { loadConfigFile } from "../loadConfigFile.ts";
import { resolveMode } from "../ServerOptions.ts";
import { type StartServerOptions, startServer } from "../startServer.ts";
import type { CliCommand } from "./CliCommand.ts";
import { keyOptionsFromEnv } from "./keyOptionsFromEnv.ts";
import { modeBanner } from "./modeBanner.ts";

/** The server options the environment describes (see the README's configuration table). */
export function serverOptionsFromEnv(env: NodeJS.ProcessEnv): StartServerOptions {
  const smtpUrl = env.SMTP_URL;
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    mode: resolveMode({}, env),
    port: Number(env.FOYER_PORT ?? 8787),
    hostname: env.FOYER_HOST || undefined,
    databaseUrl,
    dataDir: databaseUrl ? undefined : resolve(env.FOYER_DATA_DIR ?? ".foyer"),
    secret: env.FOYER_SECRET || undefined,
    smtp: smtpUrl ? { url: smtpUrl, from: env.FOYER_EMAIL_FROM ?? "Foyer <no-reply@localhost>" } : undefined,
    devAppOrigins: (env.FOYER_DEV_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    apps: loadConfigFile(env.FOYER_CONFIG || undefined, process.cwd(), env),
    // "31337=http://127.0.0.1:8545,..." (npm start sets it for its anvil).
    devEvmRpcUrls: Object.fromEntries(
      (env.FOYER_DEV_EVM_RPC_URLS ?? "")
        .split(",")
        .map((pair) => pair.trim().split("="))
        .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
    ),
    // The project id of npm start's local WalletConnect relay (development only; the relay checks none).
    devWalletConnectProjectId: env.FOYER_DEV_WALLETCONNECT_PROJECT_ID || undefined,
    // The local funding sandbox's URLs and keys as JSON (npm start sets it; development only).
    devFunding: env.FOYER_DEV_FUNDING ? JSON.parse(env.FOYER_DEV_FUNDING) : undefined,
    trustProxy: env.FOYER_TRUST_PROXY === "true",
    analyticsRetentionDays: env.FOYER_ANALYTICS_RETENTION_DAYS ? Number(env.FOYER_ANALYTICS_RETENTION_DAYS) : undefined,
    publicUrl: env.FOYER_PUBLIC_URL || undefined,
    cookieDomain: env.FOYER_COOKIE_DOMAIN || undefined,
    devOidcPort: env.FOYER_DEV_OIDC_PORT ? Number(env.FOYER_DEV_OIDC_PORT) : undefined,
    walletFramePort: env.FOYER_WALLET_FRAME_PORT ? Number(env.FOYER_WALLET_FRAME_PORT) : undefined,
    walletFrameOrigin: env.FOYER_WALLET_FRAME_ORIGIN || undefined,
    ...keyOptionsFromEnv(env),
  };
}

export const serveCommand: CliCommand = {
  path: ["serve"],
  summary: "serve the API and the wallet frame (the default command)",
  usage:
    "foyer [serve]\n  Production unless FOYER_ENV=development. Settings come from the environment: FOYER_PORT, FOYER_ENV,\n  DATABASE_URL, FOYER_SECRET, SMTP_URL, ...",
  async run(_args, env, { plugins }) {
    const options = serverOptionsFromEnv(env);
    const started = await startServer({ ...options, plugins });
    console.log(modeBanner(started));

    // An open PGlite keeps Node alive: close everything on the usual signals, then exit.
    return new Promise<number>(() => {
      let stopping = false;
      const stop = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.log(`Foyer server: ${signal}, shutting down.`);
        await started.close();
        process.exit(0);
      };
      process.on("SIGINT", () => void stop("SIGINT"));
      process.on("SIGTERM", () => void stop("SIGTERM"));
    });
  },
};
