import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { address, lamports } from "@solana/kit";
import { LiteSVM } from "litesvm";
import { createSolanaRpcHandler, type RpcRequest } from "./createSolanaRpcHandler.ts";
import { createSolanaSubscriptions } from "./createSolanaSubscriptions.ts";

/** The port `npm start` uses (a Solana test validator's). */
export const DEV_SOLANA_PORT = 8899;
/** Largest JSON-RPC body read: a batch of transactions, not more. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface SolanaDevnet {
  rpcUrl: string;
  /** The same port over websocket: signature and slot subscriptions. */
  wsUrl: string;
  port: number;
  /** The chain itself, for tests that set accounts or read state directly. */
  svm: LiteSVM;
  stop(): Promise<void>;
}

export interface StartSolanaDevnetOptions {
  /** Default: a free port. `npm start` uses DEV_SOLANA_PORT. */
  port?: number;
  /** Default 127.0.0.1. */
  hostname?: string;
  /** Accounts credited at start (base58 address → lamports), e.g. the demo's test wallet. */
  funded?: Record<string, bigint>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("body too large"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** JSON with u64 values (bigint) written as plain numbers, as Solana's RPC does (clients parse them losslessly). */
function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? `__u64:${v}__` : v)).replace(
    /"__u64:(-?\d+)__"/g,
    "$1",
  );
}

/**
 * A local Solana "cluster" for the demo and the browser tests: LiteSVM in-process behind a small HTTP
 * JSON-RPC front (createSolanaRpcHandler lists the methods), CORS open so the demo page may call it, and
 * signature and slot subscriptions over websocket on the same port (createSolanaSubscriptions).
 *
 * @example
 * const devnet = await startSolanaDevnet({ port: 0 });
 * const rpc = createSolanaRpc(devnet.rpcUrl); // @solana/kit
 */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const svm = new LiteSVM();
  for (const [account, amount] of Object.entries(options.funded ?? {})) svm.airdrop(address(account), lamports(amount));
  let subscriptions: ReturnType<typeof createSolanaSubscriptions> | null = null;
  const handle = createSolanaRpcHandler(svm, { onLanded: (landed) => subscriptions?.landed(landed) });
  const server = createServer(async (req, res) => {
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader("access-control-allow-methods", "POST, GET, OPTIONS");
    res.setHeader("access-control-allow-headers", "content-type, solana-client");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    if (req.method === "GET") {
      res.setHeader("content-type", "application/json");
      return void res.end(stringify({ ok: true, rpc: "POST JSON-RPC 2.0 here" }));
    }
    if (req.method !== "POST") return void res.writeHead(405).end();
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(req));
    } catch {
      res.setHeader("content-type", "application/json");
      return void res.end(stringify({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }));
    }
    const answer = Array.isArray(parsed)
      ? parsed.map((request) => handle(request as RpcRequest))
      : handle((parsed ?? {}) as RpcRequest);
    res.setHeader("content-type", "application/json");
    res.end(stringify(answer));
  });
  subscriptions = createSolanaSubscriptions(server, handle, stringify);
  const hostname = options.hostname ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, hostname, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    rpcUrl: `http://${hostname}:${port}`,
    wsUrl: `ws://${hostname}:${port}`,
    port,
    svm,
    stop: async () => {
      await subscriptions?.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
