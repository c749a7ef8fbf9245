import { buildCoinbaseBuyUrl } from "@foyer/core";
import { sql } from "drizzle-orm";
import { createPublicClient, http, parseEther } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FundingTestStack, type FundingUser, startFundingTestStack } from "../../testing/fundingTestStack.ts";
import { payOnSandboxPage } from "./payOnSandboxPage.ts";

/** Rows the webhooks recorded for a provider transaction. */
async function recordedEvents(stack: FundingTestStack, provider: string): Promise<Record<string, unknown>[]> {
  const result = await stack.server.started.server.db.execute(
    sql`select payload from analytics_events where event_name = 'funding_provider_status' and payload->>'provider' = ${provider}`,
  );
  return (result as unknown as { rows: { payload: Record<string, unknown> }[] }).rows.map((row) => row.payload);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not reached");
}

describe("funding routes against the local provider stand-ins", () => {
  let stack: FundingTestStack;
  let user: FundingUser;
  let evm: ReturnType<typeof createPublicClient>;

  beforeAll(async () => {
    stack = await startFundingTestStack();
    user = await stack.newUser();
    evm = createPublicClient({ chain: foundry, transport: http(stack.chains.evm.rpcUrl) });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("serves funding_config with the sandbox's endpoints and no secret", async () => {
    const app = await stack.server.get("/api/v1/apps/foyer-dev");
    const config = app.body.funding_config;
    expect(config.methods).toEqual(["card", "exchange", "wallet", "manual"]);
    expect(config.options[0]).toEqual({ method: "card", provider: "coinbase" });
    expect(config.endpoints.coinbase_pay_url).toBe(stack.sandbox.coinbase.payUrl);
    expect(config.endpoints.bridge_api_url).toBe(stack.sandbox.bridgeApiUrl);
    expect(config.endpoints.moonpay_sandbox_api_key).toBe(stack.sandbox.moonpay.publishableKey);
    // The local chains the client reads balances on and bridges from, and the local Solana USDC mint.
    expect(config.endpoints.local_chains).toEqual(
      stack.sandbox.chains.evm.map((chain) =>
        expect.objectContaining({ chain_id: chain.chainId, rpc_url: chain.rpcUrl, usdc: chain.usdc }),
      ),
    );
    expect(config.endpoints.solana_usdc_mint).toBe(stack.sandbox.chains.solana.usdcMint);
    const text = JSON.stringify(app.body);
    expect(text).not.toContain(stack.sandbox.moonpay.secretKey);
    expect(text).not.toContain("PRIVATE KEY");
    expect(text).not.toContain(stack.sandbox.coinbase.webhookSecret);
  });

  it("Coinbase: init answers a session token for the user's own wallet; paying credits the chain; status follows", async () => {
    const init = await stack.server.post(
      "/api/v1/funding/coinbase_on_ramp/init",
      { addresses: [{ address: user.evmAddress, blockchains: ["ethereum"] }], assets: ["ETH", "USDC"] },
      { token: user.token },
    );
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    expect(init.body.app_id).toBe(stack.sandbox.coinbase.projectId);
    const ref = init.body.partner_user_id as string;
    const status = () =>
      stack.server.get(`/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${ref}`, { token: user.token });
    expect((await status()).body).toEqual({ status: "pending" });

    const before = await evm.getBalance({ address: user.evmAddress });
    const url = buildCoinbaseBuyUrl(stack.sandbox.coinbase.payUrl, {
      appId: init.body.app_id,
      sessionToken: init.body.session_token,
      partnerUserId: ref,
      experience: "buy",
      defaultNetwork: "ethereum",
      defaultAsset: "ETH",
      presetCryptoAmount: "0.05",
    });
    const paid = await payOnSandboxPage(url);
    expect(paid.html).toContain("Payment complete");
    expect(await evm.getBalance({ address: user.evmAddress })).toBe(before + parseEther("0.05"));
    expect((await status()).body).toEqual({ status: "success" });

    // The session token was single use: the same URL opens no second checkout.
    await expect(payOnSandboxPage(url)).rejects.toThrow(/expired or was already used/);
  });

  it("Coinbase: refuses a stranger's address, another user's ref, bad input and missing auth", async () => {
    const other = await stack.newUser();
    const init = (address: string, token = user.token) =>
      stack.server.post(
        "/api/v1/funding/coinbase_on_ramp/init",
        { addresses: [{ address, blockchains: ["base"] }] },
        { token },
      );
    const foreign = await init(other.evmAddress);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatch(/not one of your wallets/);
    expect((await stack.server.post("/api/v1/funding/coinbase_on_ramp/init", { addresses: [] })).body.code).toBe(
      "missing_or_invalid_token",
    );
    const bad = await stack.server.post(
      "/api/v1/funding/coinbase_on_ramp/init",
      { addresses: [{ address: user.evmAddress, blockchains: ["dogechain"] }] },
      { token: user.token },
    );
    expect(bad.body.code).toBe("invalid_data");

    const mine = await init(user.evmAddress);
    const peek = await stack.server.get(
      `/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${mine.body.partner_user_id}`,
      { token: other.token },
    );
    expect(peek.status).toBe(400);
    expect(peek.body.code).toBe("invalid_data");
    expect(
      (await stack.server.get("/api/v1/funding/coinbase_on_ramp/status?partnerUserId=x", { token: user.token })).status,
    ).toBe(400);
  });

  it("Coinbase: a declined payment reads as failure and credits nothing", async () => {
    const init = await stack.server.post(
      "/api/v1/funding/coinbase_on_ramp/init",
      { addresses: [{ address: user.solanaAddress, blockchains: ["solana"] }] },
      { token: user.token },
    );
    const ref = init.body.partner_user_id as string;
    const url = buildCoinbaseBuyUrl(stack.sandbox.coinbase.payUrl, {
      appId: init.body.app_id,
      sessionToken: init.body.session_token,
      partnerUserId: ref,
      experience: "buy",
      defaultNetwork: "solana",
      defaultAsset: "SOL",
      presetCryptoAmount: "1",
    });
    const declined = await payOnSandboxPage(url, { action: "decline" });
    expect(declined.html).toContain("Payment declined");
    const status = await stack.server.get(`/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${ref}`, {
      token: user.token,
    });
    expect(status.body).toEqual({ status: "failure" });
  });

  it("MoonPay: signs the widget URL for the user's wallet; the stand-in checks the signature; paying completes the transaction", async () => {
    const sign = await stack.server.post(
      "/api/v1/plugins/moonpay_on_ramp/sign",
      {
        address: user.evmAddress,
        useSandbox: true,
        config: {
          currencyCode: "USDC",
          quoteCurrencyAmount: "25",
          paymentMethod: "credit_debit_card",
          uiConfig: { accentColor: "#6a4cff", theme: "dark" },
        },
      },
      { token: user.token },
    );
    expect(sign.status, JSON.stringify(sign.body)).toBe(200);
    const { signedUrl, externalTransactionId } = sign.body as { signedUrl: string; externalTransactionId: string };
    expect(new URL(signedUrl).searchParams.get("externalTransactionId")).toBe(externalTransactionId);
    expect(signedUrl).not.toContain(stack.sandbox.moonpay.secretKey);

    // A tampered URL (another wallet) does not load, as with MoonPay.
    const tampered = signedUrl.replace(user.evmAddress, "0x000000000000000000000000000000000000dEaD");
    await expect(payOnSandboxPage(tampered)).rejects.toThrow(/Invalid signature/);

    const lookup = () =>
      fetch(
        `${stack.sandbox.moonpay.apiUrl}/v1/transactions/ext/${externalTransactionId}?apiKey=${stack.sandbox.moonpay.publishableKey}`,
      );
    expect((await lookup()).status).toBe(404);
    const paid = await payOnSandboxPage(signedUrl);
    expect(paid.html).toContain("Payment complete");
    const [transaction] = (await (await lookup()).json()) as {
      status: string;
      quoteCurrencyAmount: number;
      currency: { code: string };
    }[];
    expect(transaction).toMatchObject({ status: "completed", quoteCurrencyAmount: 25, currency: { code: "usdc" } });
  });

  it("MoonPay: refuses bad input and an environment the app has no keys for", async () => {
    const sign = (body: unknown) =>
      stack.server.post("/api/v1/plugins/moonpay_on_ramp/sign", body, { token: user.token });
    expect((await sign({ address: user.evmAddress, config: { quoteCurrencyAmount: "-1" } })).body.code).toBe(
      "invalid_data",
    );
    expect((await sign({ address: user.evmAddress, config: { quoteCurrencyAmount: "0" } })).body.code).toBe(
      "invalid_data",
    );
    expect((await sign({ address: user.evmAddress, config: { currencyCode: "DOGE" } })).body.code).toBe("invalid_data");
    expect((await sign({ address: "not-an-address" })).body.code).toBe("invalid_data");
  });

  it("webhooks: each paid purchase is recorded once from its signed delivery", async () => {
    const coinbase = await until(
      () => recordedEvents(stack, "coinbase"),
      (rows) => rows.some((row) => row.status === "ONRAMP_TRANSACTION_STATUS_SUCCESS"),
    );
    const success = coinbase.filter((row) => row.status === "ONRAMP_TRANSACTION_STATUS_SUCCESS");
    expect(success).toHaveLength(1);
    expect(success[0]?.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const moonpay = await until(
      () => recordedEvents(stack, "moonpay"),
      (rows) => rows.some((row) => row.status === "completed"),
    );
    expect(moonpay.filter((row) => row.status === "completed")).toHaveLength(1);
  });
});
