import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** Origins of pages served from this machine (http, a loopback host, any port). */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/;

/** Largest body a stand-in reads: provider calls are small. */
const MAX_BODY_BYTES = 256 * 1024;

/** One request as a stand-in sees it: the raw body is kept for signature checks. */
export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The query string as sent, from its "?" ("" when none): what URL signatures cover. */
  search: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** The body as JSON or as a form, whichever it is (empty object otherwise). */
  fields: Record<string, unknown>;
}

export interface StandInResponse {
  status?: number;
  /** An object is sent as JSON, a string as HTML. */
  body: unknown;
  headers?: Record<string, string>;
}

export interface HttpStandIn {
  url: string;
  port: number;
  stop(): Promise<void>;
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

function parseFields(body: string, type: string | undefined): Record<string, unknown> {
  if (!body) return {};
  if (type?.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(body));
  try {
    const json: unknown = JSON.parse(body);
    return typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A small HTTP server on 127.0.0.1 for a provider stand-in: reads the body (JSON or form), hands the request
 * to `handle`, writes JSON or HTML back with CORS for loopback origins (the demo's pages call the provider
 * APIs from the browser, as they would the real ones). A handler that throws answers 500 with the message.
 */
export async function startHttpStandIn(
  handle: (request: StandInRequest) => Promise<StandInResponse> | StandInResponse,
  options: { port?: number } = {},
): Promise<HttpStandIn> {
  const server = createServer(async (req, res) => {
    // CORS for pages on this machine only (the demo, the wallet frame), never a wildcard: any web page the
    // developer opens must not drive the sandbox.
    const origin = req.headers.origin;
    if (origin && LOOPBACK_ORIGIN.test(origin)) {
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("vary", "origin");
    }
    res.setHeader("access-control-allow-methods", "GET, POST, OPTIONS");
    res.setHeader("access-control-allow-headers", "content-type, authorization, x-api-key");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    try {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = await readBody(req);
      const answer = await handle({
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        search: url.search,
        headers: req.headers,
        body,
        fields: parseFields(body, req.headers["content-type"]),
      });
      const html = typeof answer.body === "string";
      res.writeHead(answer.status ?? 200, {
        "content-type": html ? "text/html; charset=utf-8" : "application/json",
        ...answer.headers,
      });
      res.end(html ? answer.body : JSON.stringify(answer.body));
    } catch (error) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Escapes text for the stand-ins' HTML pages. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
