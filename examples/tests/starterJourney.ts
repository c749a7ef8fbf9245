import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { freePort, installServer, type PackedServer, startPackedServer } from "./packedServer.ts";

/** The packed server in development mode (dev mailbox, app foyer-dev), allowing `origins`. */
export async function startDevServer(origins: string[]): Promise<PackedServer> {
  const { dir } = await installServer();
  const port = await freePort();
  // The shared install may hold other tests' apps files: this server reads its own (no apps but foyer-dev).
  const config = join(dir, "starter.config.json");
  writeFileSync(config, JSON.stringify({ apps: [] }));
  return startPackedServer(dir, {
    FOYER_ENV: "development",
    FOYER_PORT: String(port),
    FOYER_PUBLIC_URL: `http://localhost:${port}`,
    FOYER_WALLET_FRAME_PORT: String(await freePort()),
    FOYER_DEV_OIDC_PORT: String(await freePort()),
    FOYER_DATA_DIR: mkdtempSync(join(tmpdir(), "foyer-starter-data-")),
    FOYER_DEV_ORIGINS: origins.join(","),
    FOYER_CONFIG: config,
  });
}

/** Starts a long-running command (a preview server) and resolves once `url` answers. */
export async function serveUntilReady(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; url: string },
) {
  // Its own process group: npx runs the server as a grandchild, and stopping the group stops it too.
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, detached: true });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(" ")} exited:\n${output}`);
    const ok = await fetch(options.url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    if (attempt > 600) throw new Error(`${options.url} never answered:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        process.kill(-(child.pid as number), "SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
    },
  };
}

/** Clicks the page's "Log in", signs in by email in Foyer's modal with the code from the dev mailbox. */
export async function logInByEmail(page: Page, serverUrl: string, email: string): Promise<void> {
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  const emailInput = page.locator('input[name="email"]');
  await emailInput.fill(email);
  await emailInput.press("Enter");
  await page.locator('[data-foyer-screen="code"]').waitFor();
  let code = "";
  for (let i = 0; i < 100 && !code; i++) {
    const entries = (await (await fetch(`${serverUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      code: string;
    }[];
    code = entries[0]?.code ?? "";
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  await page.locator("input[data-foyer-code-box]").first().click();
  await page.keyboard.type(code);
}
