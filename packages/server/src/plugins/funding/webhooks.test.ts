import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppSeed } from "../../domain/apps/AppSeed.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { withFunding } from "./withFunding.ts";

const COINBASE_SECRET = "coinbase-webhook-secret";
const MOONPAY_LIVE_KEY = "wk_live_key";
const MOONPAY_SANDBOX_KEY = "wk_test_key";

const fundedApp: AppSeed = {
  id: "funded",
  name: "Funded",
  allowed_origins: ["https://funded.example"],
  funding_config: {
    methods: ["card", "exchange", "manual"],
    options: [
      { method: "card", provider: "moonpay" },
      { method: "exchange", provider: "coinbase" },
    ],
    default_recommended_amount: "0.05",
    default_recommended_currency: { chain: "eip155:8453", asset: "USDC" },
    prompt_funding_on_wallet_creation: true,
    cross_chain_bridging_enabled: false,
  },
  funding: {
    coinbase: {
      api_key_id: "organizations/o/apiKeys/k",
      api_key_secret: "-----BEGIN EC PRIVATE KEY-----\nunused\n-----END EC PRIVATE KEY-----",
      project_id: "project",
      webhook_secret: COINBASE_SECRET,
    },
    moonpay: {
      live: { publishable_key: "pk_live", secret_key: "sk_live", webhook_key: MOONPAY_LIVE_KEY },
      sandbox: { publishable_key: "pk_test", secret_key: "sk_test", webhook_key: MOONPAY_SANDBOX_KEY },
    },
  },
};

/** Signs like Hook0 (Coinbase): HMAC over "t.h.values.body". */
function hook0(body: string, t: number, secret = COINBASE_SECRET): Record<string, string> {
  const id = "evt-1";
  const v1 = createHmac("sha256", secret)
    .update(`${t}.content-type x-hook0-id.application/json.${id}.${body}`)
    .digest("hex");
  return {
    "content-type": "application/json",
    "x-hook0-id": id,
    "x-hook0-signature": `t=${t},h=content-type x-hook0-id,v1=${v1}`,
  };
}

/** Signs like MoonPay: hex HMAC over "t.body". */
function moonpay(body: string, t: number, key: string): Record<string, string> {
  const s = createHmac("sha256", key).update(`${t}.${body}`).digest("hex");
  return { "content-type": "application/json", "moonpay-signature-v2": `t=${t},s=${s}` };
}

describe("funding webhooks: signatures and replays", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ apps: [fundedApp] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const deliver = (provider: string, body: string, headers: Record<string, string>, app = "funded") =>
    fetch(`${t.url}/webhooks/funding/${provider}/${app}`, { method: "POST", headers, body }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Record<string, unknown>,
    }));
  const recorded = async (transactionId: string) => {
    const result = await t.started.server.db.execute(
      sql`select payload from analytics_events where event_name = 'funding_provider_status' and payload->>'transaction_id' = ${transactionId}`,
    );
    return (result as unknown as { rows: { payload: Record<string, unknown> }[] }).rows.map((row) => row.payload);
  };
  const seconds = () => Math.floor(t.clock.now() / 1000);

  it("Coinbase: a good signature is taken in once; the replayed delivery is not recorded again", async () => {
    const body = JSON.stringify({
      eventType: "onramp.transaction.success",
      transactionId: "cb-1",
      status: "ONRAMP_TRANSACTION_STATUS_SUCCESS",
      partnerUserRef: "foyer-ref",
      txHash: "0xabc",
    });
    const headers = hook0(body, seconds());
    expect(await deliver("coinbase", body, headers)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver("coinbase", body, headers)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await recorded("cb-1")).toEqual([
      {
        provider: "coinbase",
        transaction_id: "cb-1",
        status: "ONRAMP_TRANSACTION_STATUS_SUCCESS",
        reference: "foyer-ref",
        tx_hash: "0xabc",
      },
    ]);
  });

  it("Coinbase: a bad signature, a missing one, a wrong secret and a stale delivery are refused and record nothing", async () => {
    const body = JSON.stringify({
      eventType: "onramp.transaction.success",
      transactionId: "cb-2",
      status: "ONRAMP_TRANSACTION_STATUS_SUCCESS",
    });
    const good = hook0(body, seconds());
    const tampered = body.replace("cb-2", "cb-3");
    for (const attempt of [
      deliver("coinbase", tampered, good),
      deliver("coinbase", body, { "content-type": "application/json" }),
      deliver("coinbase", body, hook0(body, seconds(), "another-secret")),
      deliver("coinbase", body, hook0(body, seconds() - 6 * 60)),
      deliver("coinbase", body, { ...good, "x-hook0-id": "evt-2" }),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("invalid_data");
    }
    expect(await recorded("cb-2")).toEqual([]);
    expect(await recorded("cb-3")).toEqual([]);
  });

  it("a replay after the tolerance is refused, even with the signature that once held", async () => {
    const body = JSON.stringify({
      eventType: "onramp.transaction.failed",
      transactionId: "cb-4",
      status: "ONRAMP_TRANSACTION_STATUS_FAILED",
    });
    const headers = hook0(body, seconds());
    expect((await deliver("coinbase", body, headers)).status).toBe(200);
    t.clock.advance(10 * 60_000);
    try {
      const replay = await deliver("coinbase", body, headers);
      expect(replay.status).toBe(400);
    } finally {
      t.clock.advance(-10 * 60_000);
    }
    expect(await recorded("cb-4")).toHaveLength(1);
  });

  it("MoonPay: live and sandbox keys are accepted; bad, stale and replayed deliveries are not recorded twice", async () => {
    const event = (status: string) =>
      JSON.stringify({
        type: "transaction_updated",
        data: { id: "mp-1", status, externalTransactionId: "ext-1", cryptoTransactionId: null },
      });
    const pending = event("pending");
    expect((await deliver("moonpay", pending, moonpay(pending, seconds(), MOONPAY_SANDBOX_KEY))).body).toEqual({
      received: true,
    });
    const completed = event("completed");
    const headers = moonpay(completed, seconds(), MOONPAY_LIVE_KEY);
    expect((await deliver("moonpay", completed, headers)).body).toEqual({ received: true });
    expect((await deliver("moonpay", completed, headers)).body).toEqual({ received: true, duplicate: true });
    expect((await deliver("moonpay", completed.replace("mp-1", "mp-2"), headers)).status).toBe(400);
    expect((await deliver("moonpay", completed, moonpay(completed, seconds() - 3600, MOONPAY_LIVE_KEY))).status).toBe(
      400,
    );
    expect((await deliver("moonpay", completed, moonpay(completed, seconds(), "wk_other"))).status).toBe(400);
    expect((await recorded("mp-1")).map((row) => row.status)).toEqual(["pending", "completed"]);
  });

  it("unknown providers, apps, and apps without funding answer 404; a signed non-event answers 400", async () => {
    const body = "{}";
    expect((await deliver("stripe", body, {})).status).toBe(404);
    expect((await deliver("moonpay", body, {}, "nope")).status).toBe(404);
    expect((await deliver("moonpay", body, {}, "foyer-dev-provider")).status).toBe(404);
    const signed = await deliver("moonpay", body, moonpay(body, seconds(), MOONPAY_LIVE_KEY));
    expect(signed.status).toBe(400);
    expect(signed.body.error).toBe("Unrecognised webhook event.");
  });

  it("serves the app's funding_config with the public endpoints only", async () => {
    const app = await t.get("/api/v1/apps/funded", { appId: "funded", headers: { origin: "https://funded.example" } });
    expect(app.body.funding_config).toMatchObject({
      methods: ["card", "exchange", "manual"],
      default_recommended_currency: { chain: "eip155:8453", asset: "USDC" },
      prompt_funding_on_wallet_creation: true,
      endpoints: {
        moonpay_api_key: "pk_live",
        moonpay_sandbox_api_key: "pk_test",
        coinbase_pay_url: "https://pay.coinbase.com",
      },
    });
    expect(JSON.stringify(app.body)).not.toMatch(/sk_live|sk_test|wk_|webhook-secret|PRIVATE KEY/);
  });
});

describe("funding_config is validated at startup", () => {
  const seed = (funding_config: unknown, funding: unknown = fundedApp.funding): AppSeed[] => [
    { id: "x", funding_config, funding } as unknown as AppSeed,
  ];
  const base = fundedApp.funding_config as unknown as Record<string, unknown>;

  it.each([
    ["card without a card option", { ...base, methods: ["card"], options: [] }, /method "card" needs an option/],
    [
      "exchange through MoonPay",
      { ...base, options: [{ method: "exchange", provider: "moonpay" }] },
      /only Coinbase offers transfers/,
    ],
    ["an amount of 0", { ...base, default_recommended_amount: "0" }, /must be above 0/],
    ["a negative amount", { ...base, default_recommended_amount: "-1" }, /decimal number/],
    ["an unknown method", { ...base, methods: ["crypto"] }, /methods/],
    ["a chain that is no CAIP-2 id", { ...base, default_recommended_currency: { chain: "base" } }, /CAIP-2/],
    ["an unknown field", { ...base, extra: true }, /extra/],
  ])("refuses %s", (_name, config, message) => {
    expect(() => withFunding(seed(config), { devSandbox: null })).toThrow(message);
  });

  it("refuses a provider option without that provider's credentials", () => {
    expect(() =>
      withFunding(seed(base, { coinbase: (fundedApp.funding as { coinbase?: unknown } | undefined)?.coinbase }), {
        devSandbox: null,
      }),
    ).toThrow(/offers MoonPay but funding.moonpay is not set/);
    expect(() =>
      withFunding(seed(base, { moonpay: { live: { publishable_key: "p", secret_key: "s" } } }), { devSandbox: null }),
    ).toThrow(/offers Coinbase/);
  });

  it("leaves apps without funding alone, and the server does not start on an invalid one", async () => {
    expect(withFunding([{ id: "plain" }], { devSandbox: null })).toEqual([{ id: "plain" }]);
    await expect(createTestServer({ apps: seed({ ...base, methods: [] }) })).rejects.toThrow(/app x: funding_config/);
  });
});
