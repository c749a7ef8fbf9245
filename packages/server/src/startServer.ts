import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type CreateServerOptions, createServer, type FoyerServer } from "./app.ts";
import type { DevOidcProvider } from "./dev/DevOidcProvider.ts";
import { resolveMode } from "./ServerOptions.ts";

/** Longest close() waits for running requests before closing the database anyway. */
const DRAIN_TIMEOUT_MS = 5_000;

export interface StartServerOptions extends CreateServerOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Interface to listen on. Default: all interfaces. */
  hostname?: string;
  /**
   * Port of the local OpenID provider started in development (dev/DevOidcProvider.ts). Default 8789, or a
   * free port when `port` is 0; false starts none.
   */
  devOidcPort?: number | false;
  /**
   * Port of the wallet origin (frame page, export page, share endpoints). Default 8788, or a free port
   * when `port` is 0; false serves none. It listens on the same hostname as the API.
   */
  walletFramePort?: number | false;
}

/** Development: the local OpenID provider the OAuth plugin points providers at (loaded only then). */
async function startDevOidc(options: StartServerOptions): Promise<DevOidcProvider | null> {
  if (resolveMode(options) !== "development" || options.devOidcPort === false || options.devOidcIssuer) return null;
  const { startDevOidcProvider } = await import("./dev/DevOidcProvider.ts");
  const port = options.devOidcPort ?? (options.port === 0 ? 0 : 8789);
  return startDevOidcProvider({ port, hostname: options.hostname });
}

export interface StartedServer {
  /** Base URL, e.g. http://localhost:8787 (no trailing slash). */
  url: string;
  port: number;
  server: FoyerServer;
  /** Issuer of the local OpenID provider started with it (development), else null. */
  devOidcIssuer: string | null;
  /** Base URL of the wallet origin, e.g. http://127.0.0.1:8788 (null when not served). */
  walletFrameUrl: string | null;
  /** Stops accepting connections, drops open ones, then closes the server (and its database). */
  close(): Promise<void>;
}

/**
 * Creates a Foyer server and serves it over HTTP on Node.
 *
 * @example
 * const { url, close } = await startServer({ port: 0, hostname: "127.0.0.1" });
 */
export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  options = { ...options, publicUrl: options.publicUrl ?? listenUrl(options) };
  const devOidc = await startDevOidc(options);
  let server: FoyerServer;
  try {
    server = await createServer(devOidc ? { ...options, devOidcIssuer: devOidc.issuer } : options);
  } catch (error) {
    await devOidc?.close();
    throw error;
  }
  // Requests still running when close() is called finish before the database closes under them.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const fetch: typeof server.app.fetch = async (request, env, context) => {
    inFlight += 1;
    try {
      return await server.app.fetch(request, env, context);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    }
  };
  const http = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve({ fetch, port: options.port ?? 8787, hostname: options.hostname }, () =>
      resolve(listening),
    );
    listening.once("error", reject);
  }).catch(async (error) => {
    await server.close();
    await devOidc?.close();
    throw error;
  });
  const { port } = http.address() as AddressInfo;
  const url = listenUrl({ ...options, port }) as string;
  const frameHttp = await startWalletFrame(server, options).catch(async (error) => {
    http.close();
    await server.close();
    await devOidc?.close();
    throw error;
  });
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    server,
    devOidcIssuer: devOidc?.issuer ?? null,
    walletFrameUrl: frameHttp?.url ?? null,
    close() {
      closing ??= (async () => {
        await frameHttp?.close();
        await new Promise<void>((resolve) => {
          http.close(() => resolve());
          if ("closeAllConnections" in http) http.closeAllConnections();
        });
        if (inFlight > 0) {
          await new Promise<void>((resolve) => {
            drained = resolve;
            setTimeout(resolve, DRAIN_TIMEOUT_MS).unref();
          });
        }
        await server.close();
        await devOidc?.close();
      })();
      return closing;
    },
  };
}

/** http://host:port of a listening address (localhost for all interfaces); undefined while the port is 0. */
function listenUrl(options: StartServerOptions): string | undefined {
  const port = options.port ?? 8787;
  if (port === 0) return undefined;
  const host =
    !options.hostname || options.hostname === "0.0.0.0" || options.hostname === "::" ? "localhost" : options.hostname;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * The wallet origin on its own port. In development it is reached as 127.0.0.1 while the API and demo use
 * localhost: a different site, so the frame's storage is not the host page's.
 */
async function startWalletFrame(
  server: FoyerServer,
  options: StartServerOptions,
): Promise<{ url: string; close(): Promise<void> } | null> {
  if (options.walletFramePort === false) return null;
  const port = options.walletFramePort ?? (options.port === 0 ? 0 : 8788);
  const listening = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const http = serve({ fetch: server.walletFrameApp.fetch, port, hostname: options.hostname }, () => resolve(http));
    http.once("error", reject);
  });
  const address = listening.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        listening.close(() => resolve());
        if ("closeAllConnections" in listening) listening.closeAllConnections();
      }),
  };
}
