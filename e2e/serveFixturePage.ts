// Bundles a host page of e2e/fixtures with esbuild (code splitting: lazily imported parts are chunks of their
// own, as in a real app) and serves it on loopback. Used by the journeys that add something from outside.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface FixturePage {
  url: string;
  close(): Promise<void>;
}

/** Builds `e2e/fixtures/<name>.tsx` into a temporary folder and serves it at `/`. */
export async function serveFixturePage(name: string): Promise<FixturePage> {
  const { build } = await import("esbuild");
  const root = fileURLToPath(new URL("..", import.meta.url));
  const dir = mkdtempSync(join(root, "node_modules", ".foyer-fixture-"));
  const entry = fileURLToPath(new URL(`./fixtures/${name}.tsx`, import.meta.url));
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    jsx: "automatic",
    conditions: ["@foyer/source"],
    outdir: dir,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
    absWorkingDir: root,
  });
  const served = await serveBuiltPage(dir, `/${basename(entry, ".tsx")}.js`);
  return {
    url: served.url,
    close: async () => {
      await served.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves the files of `dir` on loopback, with a page at `/` that runs `script` as a module. The files are read
 * on each request: the bundle may be written after the address is known (it may carry the server's).
 */
export async function serveBuiltPage(dir: string, script: string): Promise<FixturePage> {
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`,
  );
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const file = path === "/" ? "index.html" : path.slice(1);
    try {
      const body = readFileSync(join(dir, file));
      res.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "text/html" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
