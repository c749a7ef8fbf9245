import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { findAnvil } from "./findAnvil.ts";

export interface Anvil {
  rpcUrl: string;
  port: number;
  chainId: number;
  stop(): Promise<void>;
}

export interface StartAnvilOptions {
  /** Default: a free port. The demo uses 8545. */
  port?: number;
  /** Default 31337, anvil's own. */
  chainId?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function rpcReady(rpcUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}: ${log()}`);
    try {
      const res = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`anvil did not answer on ${rpcUrl}: ${log()}`);
}

/** Starts a fresh anvil (empty chain, the ten well-known dev accounts funded). */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<Anvil> {
  const port = options.port ?? (await freePort());
  const chainId = options.chainId ?? 31337;
  const child = spawn(
    findAnvil(),
    ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId), "--silent"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk.toString();
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  try {
    await rpcReady(rpcUrl, child, () => stderr);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    rpcUrl,
    port,
    chainId,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
