import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

// Spec 001 §8 'Funding wallet is not enabled': an app whose funding_config offers no such provider (here the
// test server's app, which has no funding at all) answers not_supported with that text on every funding route.
describe("funding routes of an app without funding", () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await createTestServer();
    token = (await t.login("funding-off@example.com")).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ["Coinbase init", () => t.post("/api/v1/funding/coinbase_on_ramp/init", { addresses: [] }, { token })],
    ["Coinbase status", () => t.get("/api/v1/funding/coinbase_on_ramp/status?partnerUserId=foyer-x", { token })],
    ["MoonPay sign", () => t.post("/api/v1/plugins/moonpay_on_ramp/sign", { address: "0x0" }, { token })],
  ])("%s: 'Funding wallet is not enabled'", async (_route, call) => {
    const response = await call();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toMatchObject({ code: "not_supported", error: "Funding wallet is not enabled" });
  });
});
