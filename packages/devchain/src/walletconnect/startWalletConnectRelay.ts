import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { answerWalletListing, DEV_WALLET_LISTING_PATH } from "./devWalletListings.ts";

/** Where `npm start` runs the relay (the WalletConnect SDKs take it as `relayUrl`). */
export const DEV_WALLETCONNECT_RELAY_PORT = 8790;
/** Longest time-to-live a publish may ask for (the public relay's cap: 30 days). */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Largest message a publish may carry (an encrypted envelope, base64). */
const MAX_MESSAGE_CHARS = 1_000_000;

export interface WalletConnectRelay {
  /** ws://host:port: the SDKs' `relayUrl` (they add `?auth=…&projectId=…`, which this relay accepts as is). */
  url: string;
  /** http://host:port/v3/wallets: the wallet listing in the Explorer API's shape (the connector's `listingUrl`). */
  listingUrl: string;
  port: number;
  close(): Promise<void>;
}

interface Stored {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  expiresAt: number;
  /** The socket that published it: a message is not sent back to its sender. */
  from: WebSocket;
}

type RpcRequest = { id: number | string; jsonrpc: "2.0"; method: string; params?: Record<string, unknown> };

/**
 * A WalletConnect relay for development and tests, speaking the relay protocol (JSON-RPC 2.0 over
 * WebSocket, `irn_*` methods): `irn_subscribe` / `irn_batchSubscribe` answer a subscription id per topic,
 * `irn_unsubscribe` / `irn_batchUnsubscribe`, `irn_publish` delivers `{ topic, message, publishedAt, tag }`
 * to every other subscriber of the topic as an `irn_subscription` request, and keeps it (for its ttl) for
 * subscribers still to come; `wc_proposeSession` / `wc_approveSession` (the SDKs' one-call proposal and
 * approval: publishes, plus the subscription the caller awaits); `irn_fetchMessages` / `irn_batchFetchMessages` read what is kept. Messages are
 * end-to-end encrypted by the peers: the relay only routes them. Offline, no project id checked. Plain HTTP
 * `GET /v3/wallets` answers the wallet listing (devWalletListings), so the wallet list needs no Explorer API.
 *
 * @example const relay = await startWalletConnectRelay({ port: 0 }); // relayUrl: relay.url
 */
export async function startWalletConnectRelay(
  options: { port?: number; hostname?: string; now?: () => number } = {},
): Promise<WalletConnectRelay> {
  const now = options.now ?? Date.now;
  const server = createServer((req, res) => {
    if (answerWalletListing(req, res)) return;
    res.writeHead(426, { "content-type": "text/plain" }).end("WalletConnect relay: connect with a WebSocket");
  });
  const wss = new WebSocketServer({ server });
  /** topic → socket → subscription id */
  const subscribers = new Map<string, Map<WebSocket, string>>();
  const stored = new Map<string, Stored[]>();
  let outgoing = 0;

  const live = (topic: string) => {
    const kept = (stored.get(topic) ?? []).filter((m) => m.expiresAt > now());
    if (kept.length) stored.set(topic, kept);
    else stored.delete(topic);
    return kept;
  };
  const deliver = (socket: WebSocket, id: string, m: Stored) => {
    outgoing += 1;
    socket.send(
      JSON.stringify({
        id: Date.now() * 1000 + (outgoing % 1000),
        jsonrpc: "2.0",
        method: "irn_subscription",
        params: { id, data: { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag } },
      }),
    );
  };
  const subscribe = (socket: WebSocket, topic: unknown): string => {
    if (typeof topic !== "string" || !/^[0-9a-f]{64}$/.test(topic)) throw new Error("invalid topic");
    const id = createHash("sha256")
      .update(`${topic}:${randomBytes(16).toString("hex")}`)
      .digest("hex");
    const peers = subscribers.get(topic) ?? new Map<WebSocket, string>();
    peers.set(socket, id);
    subscribers.set(topic, peers);
    for (const m of live(topic)) if (m.from !== socket) deliver(socket, id, m);
    return id;
  };
  const unsubscribe = (socket: WebSocket, topic: unknown) => {
    if (typeof topic === "string") subscribers.get(topic)?.delete(socket);
  };

  const publish = (socket: WebSocket, topic: unknown, message: unknown, ttlSeconds: unknown, tag: unknown) => {
    if (typeof topic !== "string" || !/^[0-9a-f]{64}$/.test(topic)) throw new Error("invalid topic");
    if (typeof message !== "string" || message.length > MAX_MESSAGE_CHARS) throw new Error("invalid message");
    const ttl = Math.min(Math.max(Number(ttlSeconds) || 300, 1), MAX_TTL_SECONDS);
    const m: Stored = {
      topic,
      message,
      publishedAt: now(),
      tag: Number(tag) || 0,
      expiresAt: now() + ttl * 1000,
      from: socket,
    };
    stored.set(topic, [...live(topic), m]);
    for (const [peer, id] of subscribers.get(topic) ?? []) if (peer !== socket) deliver(peer, id, m);
  };

  function handle(socket: WebSocket, request: RpcRequest): unknown {
    const p = request.params ?? {};
    switch (request.method) {
      case "irn_subscribe":
        return subscribe(socket, p.topic);
      case "irn_batchSubscribe":
        if (!Array.isArray(p.topics)) throw new Error("topics must be an array");
        return p.topics.map((topic) => subscribe(socket, topic));
      case "irn_unsubscribe":
        unsubscribe(socket, p.topic);
        return true;
      case "irn_batchUnsubscribe":
        for (const s of Array.isArray(p.subscriptions) ? p.subscriptions : []) unsubscribe(socket, s?.topic);
        return true;
      case "irn_publish":
        publish(socket, p.topic, p.message, p.ttl, p.tag);
        return true;
      // The SDKs (2.2x) send the session proposal and its approval as one call each, which the public
      // relay turns into the publishes below (the tags are the Sign protocol's for these messages). The
      // proposer does not subscribe to the pairing topic itself: proposing subscribes it, for the answer.
      case "wc_proposeSession":
        subscribe(socket, p.pairingTopic);
        publish(socket, p.pairingTopic, p.sessionProposal, p.ttl, 1100);
        return true;
      // Approving subscribes the wallet to the new session's topic, for the dapp's requests.
      case "wc_approveSession":
        subscribe(socket, p.sessionTopic);
        publish(socket, p.pairingTopic, p.sessionProposalResponse, p.ttl, 1101);
        publish(socket, p.sessionTopic, p.sessionSettlementRequest, p.ttl, 1102);
        return true;
      case "irn_fetchMessages":
        return { messages: live(String(p.topic)).map(toWire), hasMore: false };
      case "irn_batchFetchMessages":
        return {
          messages: (Array.isArray(p.topics) ? p.topics : []).flatMap((t) => live(String(t)).map(toWire)),
          hasMore: false,
        };
      default:
        throw Object.assign(new Error(`Method not found: ${request.method}`), { code: -32601 });
    }
  }

  wss.on("connection", (socket) => {
    socket.on("message", (raw) => {
      let request: RpcRequest;
      try {
        request = JSON.parse(String(raw)) as RpcRequest;
      } catch {
        socket.send(JSON.stringify({ id: null, jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } }));
        return;
      }
      // Answers to the relay's own irn_subscription requests need nothing.
      if (!request || typeof request.method !== "string") return;
      try {
        socket.send(JSON.stringify({ id: request.id, jsonrpc: "2.0", result: handle(socket, request) }));
      } catch (error) {
        const code = (error as { code?: number }).code ?? -32602;
        socket.send(
          JSON.stringify({
            id: request.id,
            jsonrpc: "2.0",
            error: { code, message: String((error as Error).message) },
          }),
        );
      }
    });
    socket.on("close", () => {
      for (const peers of subscribers.values()) peers.delete(socket);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEV_WALLETCONNECT_RELAY_PORT, options.hostname ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://${options.hostname ?? "127.0.0.1"}:${port}`,
    listingUrl: `http://${options.hostname ?? "127.0.0.1"}:${port}${DEV_WALLET_LISTING_PATH}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => server.close(() => resolve()));
      }),
  };
}

function toWire(m: Stored) {
  return { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag };
}
