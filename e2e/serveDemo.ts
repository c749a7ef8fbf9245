// Serves the demo built once per run (buildDemo.ts) for one stack: its placeholder tokens replaced by the
// stack's values, any path that is not a built file answered with index.html (the demo is one page).
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { type DemoEnv, demoEnvNames, demoEnvToken } from "./buildDemo.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".wasm": "application/wasm",
  ".json": "application/json",
};

export interface DemoServer {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** The stack's values, known once its server runs; set before the first page load. */
  configure(env: DemoEnv): void;
  close(): Promise<void>;
}

/**
 * Serves `distDir` on a free port of 127.0.0.1 with `configure`'s values written in (an unset variable reads
 * as empty, i.e. unset). It listens before the stack's other servers start: a port probed free and bound
 * later can be taken by them in between.
 */
export async function serveDemo(distDir: string): Promise<DemoServer> {
  let env: DemoEnv | null = null;
  const cache = new Map<string, Buffer>();
  const read = (file: string, values: DemoEnv): Buffer => {
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(file);
      if (file.endsWith(".js") || file.endsWith(".html")) {
        let text = body.toString("utf8");
        for (const name of demoEnvNames)
          text = text.replaceAll(demoEnvToken(name), JSON.stringify(values[name] ?? "").slice(1, -1));
        body = Buffer.from(text);
      }
      cache.set(file, body);
    }
    return body;
  };
  const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  const server = createServer((request, response) => {
    if (!env) {
      response.writeHead(503).end("the stack is still starting");
      return;
    }
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://demo").pathname));
    const candidate = join(distDir, path);
    const file = candidate.startsWith(distDir) && isFile(candidate) ? candidate : join(distDir, "index.html");
    response.writeHead(200, {
      "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
    });
    response.end(request.method === "HEAD" ? undefined : read(file, env));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    configure(values) {
      env = values;
      cache.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
