// The server as a user gets it: @foyer/server installed from its tarball, started with the Docker image's
// CMD and judged healthy by the image's HEALTHCHECK (no container engine runs here), no TypeScript loader.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWarnings, run } from "./packedInstall.ts";
import { freePort, installServer, type PackedServer, startPackedServer } from "./packedServer.ts";

let dir: string;
let installOutput: string;
const servers: PackedServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

beforeAll(async () => {
  const installed = await installServer();
  dir = installed.dir;
  installOutput = installed.install.output;
}, 600_000);

describe("@foyer/server from its tarball", () => {
  it("installs without warnings and without tsx or esbuild", async () => {
    const warnings = installWarnings(installOutput);
    if (Number(process.versions.node.split(".")[0]) >= 22) expect(warnings).toEqual([]);
    else {
      // Node 22 is the documented runtime; on Node 20 only "this dependency wants Node 22" may be said.
      const wanting22 = warnings.filter((line) => !/EBADENGINE/.test(line));
      expect(wanting22).toEqual([]);
      if (warnings.length > 0) console.log(`on Node ${process.versions.node}:\n${warnings.join("\n")}`);
    }
    const ls = await run("npm", ["ls", "tsx", "esbuild", "--all"], { cwd: dir });
    expect(ls.output).not.toMatch(/tsx@|esbuild@/);
  });

  it("runs the image's command in production: health, API, wallet frame, OpenID discovery", async () => {
    const [port, framePort] = [await freePort(), await freePort()];
    const publicUrl = "https://auth.example.test";
    writeFileSync(
      join(dir, "shop.config.json"),
      JSON.stringify({ apps: [{ id: "shop", name: "Shop", allowed_origins: ["https://shop.example.test"] }] }),
    );
    const server = await startPackedServer(dir, {
      NODE_ENV: "production",
      FOYER_ENV: "production",
      FOYER_HOST: "127.0.0.1",
      FOYER_PORT: String(port),
      FOYER_WALLET_FRAME_PORT: String(framePort),
      FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), "foyer-packed-data-")),
      FOYER_PUBLIC_URL: publicUrl,
      FOYER_SECRET: "a".repeat(64),
      FOYER_WALLET_AUTH_KEY: "b".repeat(64),
      FOYER_WALLET_RECOVERY_KEY: "c".repeat(64),
      SMTP_URL: "smtp://127.0.0.1:1",
      FOYER_CONFIG: join(dir, "shop.config.json"),
    });
    servers.push(server);
    expect(server.output()).toContain("production");
    // No dev mailbox in production; the apps file's app is served.
    expect((await fetch(`${server.url}/dev/mailbox.json`)).status).toBe(404);
    const config = await fetch(`${server.url}/api/v1/apps/shop`, { headers: { "foyer-app-id": "shop" } });
    expect(config.status).toBe(200);
    expect((await config.json()).id).toBe("shop");
    // The frame page names its prebuilt, content-hashed bundle.
    const page = await (await fetch(`http://127.0.0.1:${framePort}/apps/shop/embedded-wallets`)).text();
    const script = /src="(\/assets\/wallet-frame\/frame-[A-Z0-9]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const frame = await fetch(`http://127.0.0.1:${framePort}${script}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get("cache-control")).toContain("immutable");
    expect(frame.headers.get("content-type")).toContain("javascript");
    expect((await frame.text()).length).toBeGreaterThan(10_000);
    const discovery = await (await fetch(`${server.url}/api/v1/apps/shop/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${publicUrl}/api/v1/apps/shop`);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  }, 600_000);

  it("answers the CLI: help, migrate, apps add and list", async () => {
    const env = { FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), "foyer-packed-cli-")) };
    const foyer = (...args: string[]) => run(join(dir, "node_modules/.bin/foyer"), args, { cwd: dir, env });
    const help = await foyer("--help");
    expect(help.code).toBe(0);
    expect(help.output).toMatch(/migrate[\s\S]*apps list[\s\S]*apps add/);
    expect((await foyer("migrate")).code).toBe(0);
    expect((await foyer("apps", "add", "--id", "blog", "--origin", "https://blog.example")).code).toBe(0);
    const list = await foyer("apps", "list", "--json");
    expect(JSON.parse(list.output.trim().split("\n").at(-1) ?? "[]")).toEqual([
      { id: "blog", name: "blog", allowed_origins: ["https://blog.example"] },
    ]);
  }, 600_000);

  it("serves development mode through npx @foyer/server", async () => {
    const [port, framePort, oidcPort] = [await freePort(), await freePort(), await freePort()];
    // Its own process group: npx runs the server as a grandchild, and stopping the group stops it too.
    const child = spawn("npx", ["@foyer/server"], {
      cwd: dir,
      detached: true,
      env: {
        ...process.env,
        FOYER_ENV: "development",
        NODE_ENV: "development",
        FOYER_HOST: "127.0.0.1",
        FOYER_PORT: String(port),
        FOYER_WALLET_FRAME_PORT: String(framePort),
        FOYER_DEV_OIDC_PORT: String(oidcPort),
        FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), "foyer-packed-dev-")),
      },
    });
    try {
      let health = 0;
      for (let i = 0; i < 600 && health !== 200; i++) {
        health = await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.status,
          () => 0,
        );
        if (health !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(health).toBe(200);
      const init = await fetch(`http://127.0.0.1:${port}/api/v1/passwordless/init`, {
        method: "POST",
        headers: { "foyer-app-id": "foyer-dev", "content-type": "application/json" },
        body: JSON.stringify({ email: "npx@example.com" }),
      });
      expect(init.status).toBe(200);
      const mailbox = await (await fetch(`http://127.0.0.1:${port}/dev/mailbox.json?to=npx@example.com`)).json();
      expect(mailbox[0].code).toMatch(/^\d{6}$/);
    } finally {
      process.kill(-(child.pid as number), "SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  }, 600_000);
});
