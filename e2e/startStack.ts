// Starts the real stack for a browser journey: the Foyer server (fresh in-memory embedded
// Postgres) and the demo app served by Vite, on free ports, with the demo's origin allowed.
import { createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";
import { type AppSeed, type ServerOptions, startServer } from "@foyer/server";
import { createServer as createViteServer } from "vite";

export interface Stack {
  apiUrl: string;
  demoUrl: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StackOptions {
  /**
   * Extra apps (gates switched on per app). The demo's origin is allowed for each; open the demo with
   * `?app=<id>` to sign into one of them.
   */
  apps?: AppSeed[];
  /**
   * The demo's address as the browser sees it: "localhost" for WebAuthn journeys (an IP address is
   * not a valid passkey RP ID); the server listens on 127.0.0.1 either way.
   */
  demoHostname?: "127.0.0.1" | "localhost";
  /** Any other server option (rate limits, ...). */
  server?: Omit<ServerOptions, "apps" | "devAppOrigins">;
}

/** Starts server + demo; `close()` stops both. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const demoPort = await freePort();
  const demoUrl = `http://${options.demoHostname ?? "127.0.0.1"}:${demoPort}`;
  const apps = options.apps?.map((app) => ({ ...app, allowed_origins: [...(app.allowed_origins ?? []), demoUrl] }));
  const api = await startServer({
    ...options.server,
    port: 0,
    hostname: "127.0.0.1",
    devAppOrigins: [demoUrl],
    ...(apps ? { apps } : {}),
  });
  process.env.VITE_FOYER_SERVER_URL = api.url;
  process.env.VITE_FOYER_APP_ID = "foyer-dev";
  const vite = await createViteServer({
    root: fileURLToPath(new URL("../apps/demo", import.meta.url)),
    server: { port: demoPort, strictPort: true, host: "127.0.0.1" },
    logLevel: "warn",
  });
  await vite.listen();
  return {
    apiUrl: api.url,
    demoUrl,
    async close() {
      await vite.close();
      await api.close();
    },
  };
}
