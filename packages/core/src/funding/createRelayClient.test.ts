import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRelayClient, ZERO_ADDRESS } from "./createRelayClient.ts";

// The bridge API's failure texts (spec 001 §7 "Bridge quote", "Bridge status"), against a local stand-in that
// answers by path the way the bridge API fails.
describe("createRelayClient failures", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (req.url?.startsWith("/invalid/quote")) return json(400, { message: "Invalid address 0x0 for chain 1" });
      if (req.url?.startsWith("/down/")) return json(502, {});
      if (req.url?.startsWith("/empty/quote")) return json(200, { steps: [] });
      if (req.url?.startsWith("/unknown/requests")) return json(200, { requests: [] });
      const timed = /^\/timed-([^/]+)\/quote/.exec(req.url ?? "");
      if (timed)
        return json(200, {
          steps: [
            { requestId: "0x1", items: [{ data: { from: "0xabc", to: "0xdef", data: "0x", value: "1", chainId: 1 } }] },
          ],
          details: {
            currencyIn: { amount: "1", amountFormatted: "0.000000000000000001" },
            ...(timed[1] === "none" ? {} : { timeEstimate: JSON.parse(decodeURIComponent(timed[1] as string)) }),
          },
        });
      json(404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = {
    user: "0x1234567890abcdef1234567890abcdef12345678",
    recipient: "0x1234567890abcdef1234567890abcdef12345678",
    originChainId: 1,
    originCurrency: ZERO_ADDRESS,
    destinationChainId: 8453,
    amount: "1000",
  };
  const quote = (path: string) => createRelayClient({ apiUrl: `${url}${path}` }).quote(request);
  const status = (path: string) => createRelayClient({ apiUrl: `${url}${path}` }).status("0xfeed");

  it("quote: 'Invalid address' is tolerated (no quote from that source); other failures are 'Error fetching quote from relay'", async () => {
    await expect(quote("/invalid")).resolves.toBeNull();
    await expect(quote("/down")).rejects.toThrow(/^Error fetching quote from relay$/);
    await expect(quote("/empty")).rejects.toThrow(/^Error fetching quote from relay$/);
  });

  it("quote: the bridge's time estimate in seconds, or null when absent or not a positive number", async () => {
    expect((await quote("/timed-12"))?.estimatedSeconds).toBe(12);
    expect((await quote("/timed-none"))?.estimatedSeconds).toBeNull();
    expect((await quote("/timed-0"))?.estimatedSeconds).toBeNull();
    expect((await quote(`/timed-${encodeURIComponent('"soon"')}`))?.estimatedSeconds).toBeNull();
  });

  it("status: pending until the bridge knows the deposit; a failed call is 'Error fetching request from relay'", async () => {
    await expect(status("/unknown")).resolves.toBe("pending");
    await expect(status("/down")).rejects.toThrow(/^Error fetching request from relay$/);
  });
});
