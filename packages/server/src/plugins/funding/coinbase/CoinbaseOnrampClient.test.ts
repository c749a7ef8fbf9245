import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CoinbaseOnrampClient } from "./CoinbaseOnrampClient.ts";

// Spec 001 §8: whatever goes wrong with Coinbase Onramp reaches the client as
// 'There was an error completing Coinbase Onramp flow.' (transaction_failure), never Coinbase's own answer.
const MESSAGE = "There was an error completing Coinbase Onramp flow.";

describe("CoinbaseOnrampClient failures", () => {
  let server: Server;
  let apiUrl: string;
  const keySecret = generateKeyPairSync("ec", { namedCurve: "prime256v1" })
    .privateKey.export({ format: "pem", type: "pkcs8" })
    .toString();

  beforeAll(async () => {
    // A local stand-in of the Onramp API that fails in each way Coinbase can: by path.
    server = createServer((req, res) => {
      if (req.url?.startsWith("/down")) return void res.writeHead(503).end("upstream connect error");
      if (req.url?.startsWith("/garbage")) return void res.writeHead(200).end("<html>not json</html>");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ unexpected: true }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = (path: string, secret = keySecret) =>
    new CoinbaseOnrampClient(
      {
        api_key_id: "organizations/o/apiKeys/k",
        api_key_secret: secret,
        project_id: "p",
        api_url: `${apiUrl}${path}`,
        pay_url: "https://pay.coinbase.com",
      },
      { now: () => Date.now() },
    );
  const tokenCall = (c: CoinbaseOnrampClient) =>
    c.createSessionToken({ addresses: [{ address: "0xabc", blockchains: ["base"] }], clientIp: "127.0.0.1" });

  it.each([
    ["an error status", "/down"],
    ["an answer that is not JSON", "/garbage"],
    ["JSON of another shape", "/shape"],
  ])("%s is a transaction_failure with the spec's message", async (_what, path) => {
    await expect(tokenCall(client(path))).rejects.toMatchObject({ code: "transaction_failure", message: MESSAGE });
  });

  it("an API key secret Coinbase would never accept is the same failure, not an unhandled error", async () => {
    await expect(tokenCall(client("/down", "not a key"))).rejects.toMatchObject({
      code: "transaction_failure",
      message: MESSAGE,
    });
  });
});
