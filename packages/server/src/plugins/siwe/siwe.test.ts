import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const ORIGIN = "http://localhost:5173";
const TEN_MINUTES = 10 * 60_000;

/**
 * A stand-in JSON-RPC node: every eth_call answers `verdict` as an ABI bool (what viem's signature
 * validator contract returns for an EIP-1271 / EIP-6492 check). It records the methods it was asked.
 */
async function startFakeRpc(): Promise<{ url: string; verdict: { valid: boolean }; calls: string[]; server: Server }> {
  const verdict = { valid: true };
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const answer = (call: { id: number; method: string }) => {
        calls.push(call.method);
        const result = call.method === "eth_call" ? `0x${(verdict.valid ? "1" : "0").padStart(64, "0")}` : "0x";
        return { jsonrpc: "2.0", id: call.id, result };
      };
      const parsed = JSON.parse(body);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, verdict, calls, server };
}

describe.each(backends())("SIWE over real HTTP ($name)", (backend) => {
  let t: TestServer;
  const alice = privateKeyToAccount(generatePrivateKey());
  const bob = privateKeyToAccount(generatePrivateKey());
  const client = { wallet_client_type: "metamask", connector_type: "injected" };

  let rpc: Awaited<ReturnType<typeof startFakeRpc>>;

  beforeAll(async () => {
    rpc = await startFakeRpc();
    t = await createTestServer({
      backend,
      devOidcPort: false,
      appId: "w-app",
      apps: [
        { id: "captcha-app", allowed_origins: [ORIGIN], wallet_auth: true, captcha_enabled: true },
        { id: "w-app", allowed_origins: [ORIGIN, "https://app.example"], wallet_auth: true, email_auth: true },
        { id: "no-wallet", allowed_origins: [ORIGIN], wallet_auth: false },
        { id: "rpc-app", allowed_origins: [ORIGIN], wallet_auth: true, evm_rpc_urls: { "1": rpc.url } },
        {
          id: "allow-app",
          allowed_origins: [ORIGIN],
          wallet_auth: true,
          allowlist: {
            enabled: true,
            entries: [{ type: "wallet", value: alice.address.toUpperCase().replace("0X", "0x") }],
          },
        },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    rpc?.server.close();
  });

  async function nonceFor(address: string, appId = "w-app"): Promise<string> {
    const init = await t.post("/api/v1/siwe/init", { address }, { appId });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    return init.body.nonce;
  }

  /** A signed message; `fields` override what createSiweMessage gets, `signer` signs (default: the address). */
  async function signed(
    account: PrivateKeyAccount,
    fields: Partial<Parameters<typeof createSiweMessage>[0]> = {},
    options: { appId?: string; signer?: PrivateKeyAccount; nonceAddress?: string } = {},
  ) {
    const nonce = fields.nonce ?? (await nonceFor(options.nonceAddress ?? account.address, options.appId));
    const message = createSiweMessage({
      address: account.address,
      domain: "localhost:5173",
      uri: `${ORIGIN}/login`,
      chainId: 1,
      nonce,
      version: "1",
      issuedAt: new Date(t.clock.now()),
      statement: "Sign in to Foyer",
      ...fields,
    });
    const signature = await (options.signer ?? account).signMessage({ message });
    return { message, signature, chain_id: fields.chainId ?? 1, ...client };
  }

  const authenticate = (body: unknown, appId = "w-app") => t.post("/api/v1/siwe/authenticate", body, { appId });

  it("init answers an alphanumeric nonce of at least 96 bits, valid 10 minutes", async () => {
    const before = t.clock.now();
    const init = await t.post("/api/v1/siwe/init", { address: alice.address });
    const after = t.clock.now();
    expect(init.status).toBe(200);
    expect(init.body.nonce).toMatch(/^[a-zA-Z0-9]{24,}$/);
    expect(Date.parse(init.body.expires_at)).toBeGreaterThanOrEqual(before + TEN_MINUTES);
    expect(Date.parse(init.body.expires_at)).toBeLessThanOrEqual(after + TEN_MINUTES);
    const bad = await t.post("/api/v1/siwe/init", { address: "0x1234" });
    expect(bad.body.code).toBe("invalid_data");
  });

  it("signs in with a valid message; the same wallet is the same user", async () => {
    const first = await authenticate(await signed(alice));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.is_new_user).toBe(true);
    expect(first.body.token).toBeTypeOf("string");
    expect(first.body.user.linked_accounts[0]).toMatchObject({
      type: "wallet",
      address: alice.address,
      chain_type: "ethereum",
      chain_id: "eip155:1",
      wallet_client_type: "metamask",
      connector_type: "injected",
    });
    // A CAIP-2 chain id is accepted too.
    const again = await authenticate({ ...(await signed(alice)), chain_id: "eip155:1" });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(again.body.is_new_user).toBe(false);
  });

  it("a nonce works once: a replay fails, and of two concurrent submissions exactly one wins", async () => {
    const body = await signed(alice);
    expect((await authenticate(body)).status).toBe(200);
    const replay = await authenticate(body);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("invalid_credentials");

    const racing = await signed(alice);
    const answers = await Promise.all([authenticate(racing), authenticate(racing)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it("a nonce lasts 10 minutes", async () => {
    const fresh = await nonceFor(alice.address);
    t.clock.advance(TEN_MINUTES - 60_000);
    expect((await authenticate(await signed(alice, { nonce: fresh }))).status).toBe(200);
    const nonce = await nonceFor(alice.address);
    t.clock.advance(TEN_MINUTES + 1_000);
    const late = await authenticate(await signed(alice, { nonce }));
    expect(late.status).toBe(401);
    expect(late.body.code).toBe("invalid_credentials");
  });

  it("domain and URI must both be an allowed origin of the app", async () => {
    const wrongDomain = await authenticate(
      await signed(alice, { domain: "evil.example", uri: "https://evil.example" }),
    );
    expect(wrongDomain.status).toBe(400);
    expect(wrongDomain.body.code).toBe("invalid_message");
    const wrongUri = await authenticate(await signed(alice, { uri: "https://evil.example/login" }));
    expect(wrongUri.body.code).toBe("invalid_message");
    const wrongPort = await authenticate(
      await signed(alice, { domain: "localhost:5174", uri: "http://localhost:5174" }),
    );
    expect(wrongPort.body.code).toBe("invalid_message");
    const wrongScheme = await authenticate(await signed(alice, { scheme: "https" }));
    expect(wrongScheme.body.code).toBe("invalid_message");
    // The app's other origin is fine.
    const other = await authenticate(await signed(alice, { domain: "app.example", uri: "https://app.example/" }));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it("the message's chain id must be the wallet's chain id", async () => {
    const body = await signed(alice, { chainId: 1 });
    const response = await authenticate({ ...body, chain_id: 137 });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("invalid_message");
  });

  it("refuses another address's signature and a nonce issued to another address", async () => {
    const forged = await authenticate(await signed(alice, {}, { signer: bob }));
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe("invalid_credentials");
    const borrowed = await authenticate(await signed(alice, {}, { nonceAddress: bob.address }));
    expect(borrowed.status).toBe(401);
    expect(borrowed.body.code).toBe("invalid_credentials");
    const garbage = await authenticate({ ...(await signed(alice)), signature: `0x${"ab".repeat(65)}` });
    expect(garbage.status).toBe(401);
  });

  it("refuses expired, not-yet-valid and future-dated messages", async () => {
    const now = t.clock.now();
    const expired = await authenticate(await signed(alice, { expirationTime: new Date(now - 1_000) }));
    expect(expired.body.code).toBe("invalid_message");
    const future = await authenticate(await signed(alice, { issuedAt: new Date(now + 60 * 60_000) }));
    expect(future.body.code).toBe("invalid_message");
    const notYet = await authenticate(await signed(alice, { notBefore: new Date(now + 60 * 60_000) }));
    expect(notYet.body.code).toBe("invalid_message");
  });

  it("refuses a message over 4 KB and one that is not SIWE", async () => {
    const big = await authenticate(await signed(alice, { statement: "x".repeat(4_100) }));
    expect(big.status).toBe(400);
    expect(big.body.code).toBe("invalid_message");
    const notSiwe = await authenticate({ ...(await signed(alice)), message: "hello" });
    expect(notSiwe.body.code).toBe("invalid_message");
    const badBody = await authenticate({ message: "x" });
    expect(badBody.body.code).toBe("invalid_data");
  });

  it("init checks the captcha token when the app turns captcha on", async () => {
    const missing = await t.post("/api/v1/siwe/init", { address: alice.address }, { appId: "captcha-app" });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("invalid_captcha");
    const junk = await t.post(
      "/api/v1/siwe/init",
      { address: alice.address, captcha_token: "junk" },
      { appId: "captcha-app" },
    );
    expect(junk.body.code).toBe("captcha_failure");
  });

  it("contract wallets verify through the app's RPC for the chain (EIP-1271), and only there", async () => {
    const contract = privateKeyToAccount(generatePrivateKey());
    const contractSigned = async (appId: string, chainId = 1) => ({
      ...(await signed(contract, { chainId }, { appId })),
      signature: `0x${"ab".repeat(100)}`,
    });
    rpc.verdict.valid = true;
    rpc.calls.length = 0;
    const accepted = await authenticate(await contractSigned("rpc-app"), "rpc-app");
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(rpc.calls).toContain("eth_call");
    // No RPC for the chain (another chain, or an app without the setting): only ECDSA can pass.
    rpc.calls.length = 0;
    expect((await authenticate(await contractSigned("rpc-app", 137), "rpc-app")).status).toBe(401);
    expect((await authenticate(await contractSigned("w-app"))).status).toBe(401);
    expect(rpc.calls).toEqual([]);
    rpc.verdict.valid = false;
    const refused = await authenticate(await contractSigned("rpc-app"), "rpc-app");
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("invalid_credentials");
  });

  it("answers 403 disallowed_login_method when wallet_auth is off", async () => {
    const body = await signed(alice, {}, { appId: "no-wallet" });
    const response = await authenticate(body, "no-wallet");
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("disallowed_login_method");
  });

  it("honours a wallet allowlist entry (any case)", async () => {
    const allowed = await authenticate(await signed(alice, {}, { appId: "allow-app" }), "allow-app");
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    const refused = await authenticate(await signed(bob, {}, { appId: "allow-app" }), "allow-app");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("allowlist_rejected");
  });

  it("links, unlinks, and transfers a wallet held by another user", async () => {
    const { token } = await t.login("siwe-link@example.com");
    const carol = privateKeyToAccount(generatePrivateKey());
    const unauthenticated = await t.post("/api/v1/siwe/link", await signed(carol));
    expect(unauthenticated.status).toBe(401);
    const linked = await t.post("/api/v1/siwe/link", await signed(carol), { token });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type).sort()).toEqual(["email", "wallet"]);
    const unlinked = await t.post("/api/v1/siwe/unlink", { address: carol.address.toLowerCase() }, { token });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email"]);

    const owner = await authenticate(await signed(carol));
    expect(owner.status).toBe(200);
    const taken = await t.post("/api/v1/siwe/link", await signed(carol), { token });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("account_transfer_required");
    const moved = await t.post("/api/v1/siwe/transfer", { nonce: taken.body.nonce }, { token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.linked_accounts).toContainEqual(
      expect.objectContaining({ type: "wallet", address: carol.address }),
    );
    const wrongKind = await t.post("/api/v1/passwordless/transfer", { nonce: taken.body.nonce }, { token });
    expect(wrongKind.status).not.toBe(200);
  });

  it("link_smart_wallet links a smart wallet proven by its signature (ECDSA without an RPC)", async () => {
    const { token } = await t.login("siwe-smart@example.com");
    const smart = privateKeyToAccount(generatePrivateKey());
    const { message, signature } = await signed(smart);
    const body = { message, signature, chain_id: 1, smart_wallet_type: "safe", smart_wallet_version: "1.4.1" };
    const linked = await t.post("/api/v1/siwe/link_smart_wallet", body, { token });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.linked_accounts).toContainEqual(
      expect.objectContaining({ type: "smart_wallet", address: smart.address, smart_wallet_type: "safe" }),
    );
    const forged = await signed(smart, {}, { signer: bob });
    const refused = await t.post(
      "/api/v1/siwe/link_smart_wallet",
      { message: forged.message, signature: forged.signature, chain_id: 1, smart_wallet_type: "safe" },
      { token },
    );
    expect(refused.status).toBe(401);
  });
});
