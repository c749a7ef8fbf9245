import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startWalletConnectRelay, type WalletConnectRelay } from "./startWalletConnectRelay.ts";

let relay: WalletConnectRelay;
beforeAll(async () => {
  relay = await startWalletConnectRelay({ port: 0 });
});
afterAll(() => relay?.close());

const topicOf = (name: string) => createHash("sha256").update(name).digest("hex");

/** A relay client as the SDKs are: JSON-RPC requests, and the relay's irn_subscription requests collected. */
async function client() {
  const socket = new WebSocket(`${relay.url}/?auth=dev&projectId=dev`);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const pending = new Map<number, (answer: { result?: unknown; error?: { code: number } }) => void>();
  const received: { id: string; data: { topic: string; message: string; tag: number } }[] = [];
  socket.on("message", (raw) => {
    const data = JSON.parse(String(raw));
    if (data.method === "irn_subscription") {
      received.push(data.params);
      socket.send(JSON.stringify({ id: data.id, jsonrpc: "2.0", result: true }));
    } else pending.get(data.id)?.(data);
  });
  let next = 1;
  const call = (method: string, params: unknown) =>
    new Promise<{ result?: unknown; error?: { code: number } }>((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, jsonrpc: "2.0", method, params }));
    });
  return { call, received, close: () => socket.close() };
}

describe("WalletConnect relay (irn_* JSON-RPC over WebSocket)", () => {
  it("routes a publish to the topic's other subscribers, not back to the sender", async () => {
    const dapp = await client();
    const wallet = await client();
    const topic = topicOf("pairing-1");
    const sub = await wallet.call("irn_subscribe", { topic });
    expect(sub.result).toMatch(/^[0-9a-f]{64}$/);
    await dapp.call("irn_subscribe", { topic });
    expect((await dapp.call("irn_publish", { topic, message: "enc-1", ttl: 300, tag: 1100 })).result).toBe(true);
    await expect.poll(() => wallet.received.length).toBe(1);
    expect(wallet.received[0]).toMatchObject({ id: sub.result, data: { topic, message: "enc-1", tag: 1100 } });
    expect(dapp.received).toEqual([]);
    dapp.close();
    wallet.close();
  });

  it("keeps a message for a subscriber still to come (the wallet scanning the QR later), within its ttl", async () => {
    const dapp = await client();
    const topic = topicOf("pairing-2");
    await dapp.call("irn_publish", { topic, message: "proposal", ttl: 300, tag: 1100 });
    const wallet = await client();
    const [id] = (await wallet.call("irn_batchSubscribe", { topics: [topic] })).result as string[];
    await expect.poll(() => wallet.received.length).toBe(1);
    expect(wallet.received[0]).toMatchObject({ id, data: { message: "proposal" } });
    expect(
      ((await wallet.call("irn_fetchMessages", { topic })).result as { messages: unknown[] }).messages,
    ).toHaveLength(1);
    expect((await wallet.call("irn_batchUnsubscribe", { subscriptions: [{ topic, id }] })).result).toBe(true);
    dapp.close();
    wallet.close();
  });

  it("answers JSON-RPC errors for bad input and unknown methods, never closing the socket", async () => {
    const c = await client();
    expect((await c.call("irn_subscribe", { topic: "not-a-topic" })).error?.code).toBe(-32602);
    expect((await c.call("irn_publish", { topic: topicOf("x"), message: 42 })).error?.code).toBe(-32602);
    expect((await c.call("eth_chainId", {})).error?.code).toBe(-32601);
    expect((await c.call("irn_subscribe", { topic: topicOf("still-open") })).result).toBeTruthy();
    c.close();
  });
});

describe("the wallet listing on the relay's HTTP port", () => {
  it("answers the Explorer API's shape for a project id, readable by pages on loopback only", async () => {
    expect(relay.listingUrl).toBe(`http://127.0.0.1:${relay.port}/v3/wallets`);
    const answer = await fetch(`${relay.listingUrl}?projectId=dev&entries=100&page=1`, {
      headers: { origin: "http://localhost:5173" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const body = (await answer.json()) as { listings: Record<string, { id: string; name: string; chains: string[] }> };
    expect(Object.values(body.listings)).toEqual([
      expect.objectContaining({ id: "foyer-test-wallet", name: "Foyer Test Wallet", image_url: null }),
    ]);
    expect(body.listings["foyer-test-wallet"]?.chains).toContain("eip155:31337");

    const elsewhere = await fetch(`${relay.listingUrl}?projectId=dev`, { headers: { origin: "https://evil.example" } });
    expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();
    expect((await fetch(relay.listingUrl)).status).toBe(400);
    // Any other plain HTTP request still gets the relay's own answer.
    expect((await fetch(`http://127.0.0.1:${relay.port}/`)).status).toBe(426);
  });
});
