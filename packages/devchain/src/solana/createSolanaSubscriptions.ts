import type { Server } from "node:http";
import { type WebSocket, WebSocketServer } from "ws";
import type { LandedTransaction, RpcRequest } from "./createSolanaRpcHandler.ts";

type Send = (message: unknown) => void;
interface Subscription {
  kind: "signature" | "slot";
  socket: WebSocket;
  signature?: string;
}

/**
 * The websocket side of the local Solana RPC, on the same port as HTTP: `signatureSubscribe` (one-shot, answered
 * at once when the transaction already landed) and `slotSubscribe`, with their unsubscribes: what
 * @solana/kit's sendAndConfirmTransaction and web3.js's confirmTransaction wait on.
 * `rpc` answers the JSON-RPC methods the subscriptions need (getSignatureStatuses).
 */
export function createSolanaSubscriptions(
  server: Server,
  rpc: (request: RpcRequest) => unknown,
  stringify: (value: unknown) => string,
) {
  const wss = new WebSocketServer({ server });
  const subscriptions = new Map<number, Subscription>();
  let nextId = 1;

  const sendOn =
    (socket: WebSocket): Send =>
    (message) => {
      if (socket.readyState === socket.OPEN) socket.send(stringify(message));
    };
  const notifySignature = (id: number, subscription: Subscription, slot: bigint, err: unknown) => {
    sendOn(subscription.socket)({
      jsonrpc: "2.0",
      method: "signatureNotification",
      params: { result: { context: { slot }, value: { err } }, subscription: id },
    });
    subscriptions.delete(id); // signature subscriptions end with their one notification
  };

  wss.on("connection", (socket) => {
    const send = sendOn(socket);
    socket.on("message", (data) => {
      let request: RpcRequest;
      try {
        request = JSON.parse(String(data)) as RpcRequest;
      } catch {
        return send({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
      }
      const params = Array.isArray(request.params) ? request.params : [];
      const id = request.id ?? null;
      switch (request.method) {
        case "signatureSubscribe": {
          const signature = String(params[0]);
          const subscriptionId = nextId++;
          const subscription: Subscription = { kind: "signature", socket, signature };
          subscriptions.set(subscriptionId, subscription);
          send({ jsonrpc: "2.0", id, result: subscriptionId });
          const answer = rpc({ id: 0, method: "getSignatureStatuses", params: [[signature]] }) as {
            result?: { value: ({ slot: bigint; err: unknown } | null)[] };
          };
          const status = answer.result?.value[0];
          if (status) notifySignature(subscriptionId, subscription, status.slot, status.err);
          return;
        }
        case "slotSubscribe": {
          const subscriptionId = nextId++;
          subscriptions.set(subscriptionId, { kind: "slot", socket });
          return send({ jsonrpc: "2.0", id, result: subscriptionId });
        }
        case "signatureUnsubscribe":
        case "slotUnsubscribe":
          return send({ jsonrpc: "2.0", id, result: subscriptions.delete(Number(params[0])) });
        default:
          return send({
            jsonrpc: "2.0",
            id,
            error: { code: -32601, message: `Method not found: ${String(request.method)}` },
          });
      }
    });
    socket.on("close", () => {
      for (const [subscriptionId, subscription] of subscriptions) {
        if (subscription.socket === socket) subscriptions.delete(subscriptionId);
      }
    });
  });

  return {
    /** Tells the subscribers about a landed transaction and the slot that follows it. */
    landed({ signature, slot, err }: LandedTransaction): void {
      for (const [subscriptionId, subscription] of subscriptions) {
        if (subscription.kind === "signature" && subscription.signature === signature) {
          notifySignature(subscriptionId, subscription, slot, err);
        } else if (subscription.kind === "slot") {
          sendOn(subscription.socket)({
            jsonrpc: "2.0",
            method: "slotNotification",
            params: { result: { parent: slot, root: slot, slot: slot + 1n }, subscription: subscriptionId },
          });
        }
      }
    },
    close(): Promise<void> {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
